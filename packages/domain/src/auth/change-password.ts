import type { Db } from "@vyc/db";
import { hashPassword } from "./passwords";

/** The signed-in user's new password (Argon2id); the current sessions stay open. */
export async function changePassword(db: Db, userId: string, password: string): Promise<{ success: true }> {
  await db.user.update({ where: { id: userId }, data: { passwordHash: await hashPassword(password) } });
  return { success: true };
}
