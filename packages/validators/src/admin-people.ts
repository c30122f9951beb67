import { z } from "zod";

/** Roles the back office hands out; admins are created from the command line. */
export const ASSIGNABLE_ROLES = ["user", "staff"] as const;

export const ZSetRoleInput = z.object({ userId: z.string().min(1).max(40), role: z.enum(ASSIGNABLE_ROLES) });
export type TSetRoleInput = z.infer<typeof ZSetRoleInput>;

export const ZUserSearchInput = z.object({ query: z.string().trim().max(200).optional() });
export type TUserSearchInput = z.infer<typeof ZUserSearchInput>;

export const ZMessageIdInput = z.object({ id: z.string().min(1).max(40) });
export type TMessageIdInput = z.infer<typeof ZMessageIdInput>;

export const ZAuditListInput = z.object({ action: z.string().trim().max(60).optional() });
export type TAuditListInput = z.infer<typeof ZAuditListInput>;
