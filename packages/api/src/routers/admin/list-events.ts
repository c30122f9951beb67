import { listAdminEvents } from "@vyc/domain";
import type { AdminContext } from "./admin-context";

export const listEvents = ({ ctx }: { ctx: AdminContext }) => listAdminEvents(ctx.db, ctx.clock.now());
