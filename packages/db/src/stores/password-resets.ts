import { randomUUID } from "node:crypto";
import type { Queries, Tx } from "../database";
import type { PasswordReset } from "../rows";

export interface NewPasswordReset {
  userId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Replaces the user's unused reset links by a new one, inside the caller's transaction. */
export async function replacePasswordReset(tx: Tx, reset: NewPasswordReset): Promise<void> {
  await tx.query.deleteFrom("PasswordReset").where("userId", "=", reset.userId).where("usedAt", "is", null).executeTakeFirst();
  await tx.query
    .insertInto("PasswordReset")
    .values({ id: randomUUID(), ...reset })
    .executeTakeFirst();
}

export async function deletePasswordReset(db: Queries, tokenHash: string): Promise<void> {
  await db.query.deleteFrom("PasswordReset").where("tokenHash", "=", tokenHash).executeTakeFirst();
}

/** The reset link of a token hash, with the verification time of its account. */
export async function findPasswordReset(db: Queries, tokenHash: string): Promise<(PasswordReset & { user: { emailVerifiedAt: Date | null } }) | null> {
  const row = await db.query
    .selectFrom("PasswordReset")
    .innerJoin("User", "User.id", "PasswordReset.userId")
    .selectAll("PasswordReset")
    .select("User.emailVerifiedAt")
    .where("PasswordReset.tokenHash", "=", tokenHash)
    .executeTakeFirst();
  if (!row) return null;
  const { emailVerifiedAt, ...reset } = row;
  return { ...reset, user: { emailVerifiedAt } };
}

/** Spends a reset link still unused and unexpired; false when it is neither. */
export async function spendPasswordReset(db: Queries, id: string, now: Date): Promise<boolean> {
  const spent = await db.query
    .updateTable("PasswordReset")
    .set({ usedAt: now })
    .where("id", "=", id)
    .where("usedAt", "is", null)
    .where("expiresAt", ">", now)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) > 0;
}

export async function deleteUnusedPasswordResets(db: Queries, userId: string): Promise<void> {
  await db.query.deleteFrom("PasswordReset").where("userId", "=", userId).where("usedAt", "is", null).executeTakeFirst();
}
