import { listContactMessages } from "@vyc/domain";
import type { AdminContext } from "./admin-context";

export const listMessages = ({ ctx }: { ctx: AdminContext }) => listContactMessages(ctx.db);
