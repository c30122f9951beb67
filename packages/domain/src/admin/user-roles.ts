import { type Db } from "@vyc/db";
import { findUserRole, listUsersForAdmin, updateUserRole } from "@vyc/db/stores/users";
import { ADMIN_MESSAGES, type TSetRoleInput, type TUserSearchInput } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { recordAudit } from "./audit-log";

export interface AdminUserRow {
  id: string;
  email: string;
  role: string;
  emailVerified: boolean;
  createdAt: string;
}

const USERS_PAGE = 200;

/** Staff and admins first, then users; filtered by a part of the e-mail address. */
export async function listUsers(db: Db, input: TUserSearchInput): Promise<AdminUserRow[]> {
  const rows = await listUsersForAdmin(db, { emailPart: input.query?.toLowerCase(), take: USERS_PAGE });
  return rows.map((u) => ({ id: u.id, email: u.email, role: u.role, emailVerified: u.emailVerifiedAt !== null, createdAt: u.createdAt.toISOString() }));
}

/**
 * Promotes a user to staff or demotes staff to user. Admins are managed from the command line, and
 * nobody changes their own role. The new role applies to the user's next request.
 */
export async function setUserRole(db: Db, actorId: string, input: TSetRoleInput, now: Date): Promise<void> {
  if (input.userId === actorId) throw new DomainError("CONFLICT", ADMIN_MESSAGES.ownRole);
  await db.transaction(async (tx) => {
    const user = await findUserRole(tx, input.userId);
    if (!user) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.userNotFound);
    if (user.role === "admin") throw new DomainError("CONFLICT", ADMIN_MESSAGES.adminRole);
    if (user.role === input.role) return;
    await updateUserRole(tx, input.userId, input.role);
    await recordAudit(tx, { actorId, action: "user.role", target: `user:${input.userId}`, detail: { email: user.email, from: user.role, to: input.role } }, now);
  });
}
