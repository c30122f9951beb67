import { exportAttendeesCsv as exportCsv } from "@vyc/domain";
import type { TAdminEventIdInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const exportAttendeesCsv = ({ ctx, input }: { ctx: AdminContext; input: TAdminEventIdInput }) => exportCsv(ctx.db, ctx.user.id, input.eventId, ctx.clock.now());

export const exportAttendeesHealthCsv = ({ ctx, input }: { ctx: AdminContext; input: TAdminEventIdInput }) => exportCsv(ctx.db, ctx.user.id, input.eventId, ctx.clock.now(), true);
