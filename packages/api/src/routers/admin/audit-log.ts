import { listAuditLog } from "@vyc/domain";
import type { TAuditListInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const auditLog = ({ ctx, input }: { ctx: AdminContext; input: TAuditListInput }) => listAuditLog(ctx.db, input);
