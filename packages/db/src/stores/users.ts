import type { Prisma, User } from "../generated/prisma/client";

export interface NewUser {
  email: string;
  passwordHash: string;
  role: string;
  emailVerifiedAt: Date | null;
  locale: string | null;
}

/** Stores a new account; a taken e-mail fails with the database's unique violation. */
export function insertUser(db: Prisma.TransactionClient, user: NewUser): Promise<{ id: string; email: string; locale: string | null }> {
  return db.user.create({ data: user, select: { id: true, email: true, locale: true } });
}

export async function isEmailTaken(db: Prisma.TransactionClient, email: string): Promise<boolean> {
  return (await db.user.findUnique({ where: { email }, select: { id: true } })) !== null;
}

/** The account of a (normalised) e-mail address, password hash included. */
export function findUserByEmail(db: Prisma.TransactionClient, email: string): Promise<User | null> {
  return db.user.findUnique({ where: { email } });
}

/** Who to write to about the account of an e-mail address, and in which language. */
export function findUserContact(db: Prisma.TransactionClient, email: string): Promise<{ id: string; email: string; locale: string | null } | null> {
  return db.user.findUnique({ where: { email }, select: { id: true, email: true, locale: true } });
}

/** The e-mail, language and verification time of an account, for its verification codes. */
export function findUserVerificationState(db: Prisma.TransactionClient, userId: string): Promise<Pick<User, "id" | "email" | "locale" | "emailVerifiedAt"> | null> {
  return db.user.findUnique({ where: { id: userId }, select: { id: true, email: true, locale: true, emailVerifiedAt: true } });
}

/** The languages of the accounts of these addresses (those that have one). */
export function findLocalesOfEmails(db: Prisma.TransactionClient, emails: string[]): Promise<Array<{ email: string; locale: string | null }>> {
  return db.user.findMany({ where: { email: { in: emails } }, select: { email: true, locale: true } });
}

/** The language stored for an account, as stored (null when it has none or the account is unknown). */
export async function findUserLocaleSetting(db: Prisma.TransactionClient, userId: string): Promise<string | null> {
  return (await db.user.findUnique({ where: { id: userId }, select: { locale: true } }))?.locale ?? null;
}

export async function saveUserLocale(db: Prisma.TransactionClient, userId: string, locale: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { locale } });
}

export async function markUserEmailVerified(db: Prisma.TransactionClient, userId: string, at: Date): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { emailVerifiedAt: at } });
}

/** A new password hash; with `emailVerifiedAt`, the account's verification time as well. */
export async function saveUserPassword(db: Prisma.TransactionClient, userId: string, passwordHash: string, emailVerifiedAt?: Date): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { passwordHash, ...(emailVerifiedAt && { emailVerifiedAt }) } });
}

/** Accounts for the back office: staff and admins first, then by e-mail, optionally those containing `emailPart`. */
export function listUsersForAdmin(db: Prisma.TransactionClient, filter: { emailPart: string | undefined; take: number }): Promise<User[]> {
  return db.user.findMany({
    where: filter.emailPart ? { email: { contains: filter.emailPart } } : {},
    orderBy: [{ role: "asc" }, { email: "asc" }],
    take: filter.take,
  });
}

export function findUserRole(db: Prisma.TransactionClient, userId: string): Promise<{ role: string; email: string } | null> {
  return db.user.findUnique({ where: { id: userId }, select: { role: true, email: true } });
}

export async function updateUserRole(db: Prisma.TransactionClient, userId: string, role: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { role } });
}
