import { exportManifestCsv as exportCsv } from "@vyc/domain";
import type { TAdminEventIdInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const exportManifestCsv = ({ ctx, input }: { ctx: AdminContext; input: TAdminEventIdInput }) => exportCsv(ctx.db, ctx.user.id, input.eventId, ctx.clock.now());
