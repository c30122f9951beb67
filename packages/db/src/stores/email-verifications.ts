import type { EmailVerification, PrismaClient, Prisma } from "../generated/prisma/client";

export interface NewVerificationCode {
  id: string;
  userId: string;
  codeHash: string;
  sentAt: Date;
  expiresAt: Date;
}

/** Replaces the user's pending codes by a new one, in one transaction. */
export async function replaceVerificationCode(db: PrismaClient, code: NewVerificationCode): Promise<void> {
  await db.$transaction([db.emailVerification.deleteMany({ where: { userId: code.userId, usedAt: null } }), db.emailVerification.create({ data: code })]);
}

export async function deleteVerificationCode(db: Prisma.TransactionClient, id: string): Promise<void> {
  await db.emailVerification.deleteMany({ where: { id } });
}

/** The user's latest code not used yet. */
export function findPendingVerificationCode(db: Prisma.TransactionClient, userId: string): Promise<EmailVerification | null> {
  return db.emailVerification.findFirst({ where: { userId, usedAt: null }, orderBy: { sentAt: "desc" } });
}

/** Counts one try of an unused code; false when it has had `maxAttempts` already. */
export async function countVerificationAttempt(db: Prisma.TransactionClient, id: string, maxAttempts: number): Promise<boolean> {
  const counted = await db.emailVerification.updateMany({ where: { id, usedAt: null, attempts: { lt: maxAttempts } }, data: { attempts: { increment: 1 } } });
  return counted.count > 0;
}

/** Spends an unused code; false when it was used already. */
export async function spendVerificationCode(db: Prisma.TransactionClient, id: string, now: Date): Promise<boolean> {
  const used = await db.emailVerification.updateMany({ where: { id, usedAt: null }, data: { usedAt: now } });
  return used.count > 0;
}
