import type { Queries, Tx } from "../database";
import type { EmailVerification } from "../rows";

export interface NewVerificationCode {
  id: string;
  userId: string;
  codeHash: string;
  sentAt: Date;
  expiresAt: Date;
}

/** Replaces the user's pending codes by a new one, inside the caller's transaction. */
export async function replaceVerificationCode(tx: Tx, code: NewVerificationCode): Promise<void> {
  await tx.query.deleteFrom("EmailVerification").where("userId", "=", code.userId).where("usedAt", "is", null).executeTakeFirst();
  await tx.query.insertInto("EmailVerification").values(code).executeTakeFirst();
}

export async function deleteVerificationCode(db: Queries, id: string): Promise<void> {
  await db.query.deleteFrom("EmailVerification").where("id", "=", id).executeTakeFirst();
}

/** The user's latest code not used yet. */
export async function findPendingVerificationCode(db: Queries, userId: string): Promise<EmailVerification | null> {
  return (
    (await db.query
      .selectFrom("EmailVerification")
      .selectAll()
      .where("userId", "=", userId)
      .where("usedAt", "is", null)
      .orderBy("sentAt", "desc")
      .limit(1)
      .executeTakeFirst()) ?? null
  );
}

/** Counts one try of an unused code; false when it has had `maxAttempts` already. */
export async function countVerificationAttempt(db: Queries, id: string, maxAttempts: number): Promise<boolean> {
  const counted = await db.query
    .updateTable("EmailVerification")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", id)
    .where("usedAt", "is", null)
    .where("attempts", "<", maxAttempts)
    .executeTakeFirst();
  return Number(counted.numUpdatedRows) > 0;
}

/** Spends an unused code; false when it was used already. */
export async function spendVerificationCode(db: Queries, id: string, now: Date): Promise<boolean> {
  const used = await db.query.updateTable("EmailVerification").set({ usedAt: now }).where("id", "=", id).where("usedAt", "is", null).executeTakeFirst();
  return Number(used.numUpdatedRows) > 0;
}
