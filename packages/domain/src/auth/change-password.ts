import { type Db } from "@vyc/db";
import { saveUserPassword } from "@vyc/db/stores/users";
import { hashPassword } from "./passwords";
import { endSessionsAfterNewPassword } from "./sessions";

/** The signed-in user's new password (Argon2id); every other session of the user ends, the current one stays. */
export async function changePassword(db: Db, userId: string, password: string, currentToken: string | undefined): Promise<{ success: true }> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await saveUserPassword(tx, userId, passwordHash);
    await endSessionsAfterNewPassword(tx, userId, currentToken);
  });
  return { success: true };
}
