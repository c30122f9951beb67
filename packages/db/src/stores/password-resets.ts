import type { PasswordReset, Prisma, PrismaClient } from "../generated/prisma/client";

export interface NewPasswordReset {
  userId: string;
  tokenHash: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Replaces the user's unused reset links by a new one, in one transaction. */
export async function replacePasswordReset(db: PrismaClient, reset: NewPasswordReset): Promise<void> {
  await db.$transaction([db.passwordReset.deleteMany({ where: { userId: reset.userId, usedAt: null } }), db.passwordReset.create({ data: reset })]);
}

export async function deletePasswordReset(db: Prisma.TransactionClient, tokenHash: string): Promise<void> {
  await db.passwordReset.deleteMany({ where: { tokenHash } });
}

/** The reset link of a token hash, with the verification time of its account. */
export function findPasswordReset(db: Prisma.TransactionClient, tokenHash: string): Promise<(PasswordReset & { user: { emailVerifiedAt: Date | null } }) | null> {
  return db.passwordReset.findUnique({ where: { tokenHash }, include: { user: { select: { emailVerifiedAt: true } } } });
}

/** Spends a reset link still unused and unexpired; false when it is neither. */
export async function spendPasswordReset(db: Prisma.TransactionClient, id: string, now: Date): Promise<boolean> {
  const spent = await db.passwordReset.updateMany({ where: { id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  return spent.count > 0;
}

export async function deleteUnusedPasswordResets(db: Prisma.TransactionClient, userId: string): Promise<void> {
  await db.passwordReset.deleteMany({ where: { userId, usedAt: null } });
}
