import { type Db } from "@vyc/db";
import { findUserByEmail } from "@vyc/db/stores/users";
import { toSessionUser, type SessionUser } from "./sessions";
import { normalizeEmail } from "./accounts";
import { verifyAgainstDecoy, verifyPassword } from "./passwords";

/**
 * Checks an e-mail and password; the user on success, else null. Unknown e-mails take as long as
 * wrong passwords. Rate limiting is the caller's job (web login, kiosk staff sign-in).
 */
export async function authenticate(db: Db, email: string, password: string): Promise<SessionUser | null> {
  if (!email || !password) return null;
  const user = await findUserByEmail(db, normalizeEmail(email));
  if (!user) return verifyAgainstDecoy(password).then(() => null);
  return (await verifyPassword(user.passwordHash, password)) ? toSessionUser(user) : null;
}
