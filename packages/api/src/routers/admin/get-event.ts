import { getAdminEvent } from "@vyc/domain";
import type { TAdminEventIdInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const getEvent = ({ ctx, input }: { ctx: AdminContext; input: TAdminEventIdInput }) => getAdminEvent(ctx.db, input.eventId, ctx.clock.now());
