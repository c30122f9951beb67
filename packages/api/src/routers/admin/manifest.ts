import { loadLogisticsManifest } from "@vyc/domain";
import type { TAdminEventIdInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const manifest = ({ ctx, input }: { ctx: AdminContext; input: TAdminEventIdInput }) => loadLogisticsManifest(ctx.db, input.eventId);
