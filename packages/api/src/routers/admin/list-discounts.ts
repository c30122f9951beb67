import { listDiscounts as list } from "@vyc/domain";
import type { AdminContext } from "./admin-context";

export const listDiscounts = ({ ctx }: { ctx: AdminContext }) => list(ctx.db);
