import { z } from "zod";
import { ZRowId } from "./row-id";

/** Roles the back office hands out; admins are created from the command line. */
const ASSIGNABLE_ROLES = ["user", "staff"] as const;

export const ZSetRoleInput = z.object({ userId: z.string().min(1).max(40), role: z.enum(ASSIGNABLE_ROLES) });
export type TSetRoleInput = z.infer<typeof ZSetRoleInput>;

export const ZUserSearchInput = z.object({ query: z.string().trim().max(200).optional() });
export type TUserSearchInput = z.infer<typeof ZUserSearchInput>;

export const ZMessageIdInput = z.object({ id: z.string().min(1).max(40) });

/** Where a page of the audit log ends: the last entry's time and id ("<ISO time>|<id>"). */
const ZAuditCursor = z.string().max(100).regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z\|[\w-]{1,40}$/);

/** Filters of the audit log (by action, by who acted, by event, by time) and the page to read. */
export const ZAuditListInput = z.object({
  action: z.string().trim().max(60).optional(),
  actor: z.string().trim().max(200).optional(),
  eventId: ZRowId.optional(),
  from: z.iso.datetime().optional(),
  until: z.iso.datetime().optional(),
  cursor: ZAuditCursor.nullish(),
});
export type TAuditListInput = z.infer<typeof ZAuditListInput>;
