import { randomUUID } from "node:crypto";
import type { Queries } from "../database";
import { contains } from "../query/contains-pattern";
import type { User } from "../rows";

export interface NewUser {
  email: string;
  passwordHash: string;
  role: string;
  emailVerifiedAt: Date | null;
  locale: string | null;
}

/** Stores a new account; a taken e-mail fails with the database's unique violation. */
export function insertUser(db: Queries, user: NewUser): Promise<{ id: string; email: string; locale: string | null }> {
  return db.query
    .insertInto("User")
    .values({ id: randomUUID(), ...user, createdAt: new Date() })
    .returning(["id", "email", "locale"])
    .executeTakeFirstOrThrow();
}

export async function isEmailTaken(db: Queries, email: string): Promise<boolean> {
  return (await db.query.selectFrom("User").select("id").where("email", "=", email).executeTakeFirst()) !== undefined;
}

/** The account of a (normalised) e-mail address, password hash included. */
export async function findUserByEmail(db: Queries, email: string): Promise<User | null> {
  return (await db.query.selectFrom("User").selectAll().where("email", "=", email).executeTakeFirst()) ?? null;
}

/** Who to write to about the account of an e-mail address, and in which language. */
export async function findUserContact(db: Queries, email: string): Promise<{ id: string; email: string; locale: string | null } | null> {
  return (await db.query.selectFrom("User").select(["id", "email", "locale"]).where("email", "=", email).executeTakeFirst()) ?? null;
}

/** The e-mail, language and verification time of an account, for its verification codes. */
export async function findUserVerificationState(db: Queries, userId: string): Promise<Pick<User, "id" | "email" | "locale" | "emailVerifiedAt"> | null> {
  return (await db.query.selectFrom("User").select(["id", "email", "locale", "emailVerifiedAt"]).where("id", "=", userId).executeTakeFirst()) ?? null;
}

/** The languages of the accounts of these addresses (those that have one). */
export async function findLocalesOfEmails(db: Queries, emails: string[]): Promise<Array<{ email: string; locale: string | null }>> {
  if (emails.length === 0) return [];
  return db.query.selectFrom("User").select(["email", "locale"]).where("email", "in", emails).execute();
}

/** The language stored for an account, as stored (null when it has none or the account is unknown). */
export async function findUserLocaleSetting(db: Queries, userId: string): Promise<string | null> {
  return (await db.query.selectFrom("User").select("locale").where("id", "=", userId).executeTakeFirst())?.locale ?? null;
}

export async function saveUserLocale(db: Queries, userId: string, locale: string): Promise<void> {
  await db.query.updateTable("User").set({ locale }).where("id", "=", userId).executeTakeFirst();
}

export async function markUserEmailVerified(db: Queries, userId: string, at: Date): Promise<void> {
  await db.query.updateTable("User").set({ emailVerifiedAt: at }).where("id", "=", userId).executeTakeFirst();
}

/** A new password hash; with `emailVerifiedAt`, the account's verification time as well. */
export async function saveUserPassword(db: Queries, userId: string, passwordHash: string, emailVerifiedAt?: Date): Promise<void> {
  await db.query
    .updateTable("User")
    .set({ passwordHash, ...(emailVerifiedAt && { emailVerifiedAt }) })
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** Accounts for the back office: staff and admins first, then by e-mail, optionally those containing `emailPart`. */
export function listUsersForAdmin(db: Queries, filter: { emailPart: string | undefined; take: number }): Promise<User[]> {
  const { emailPart } = filter;
  return db.query
    .selectFrom("User")
    .selectAll()
    .$if(Boolean(emailPart), (qb) => qb.where((eb) => contains(eb.ref("email"), emailPart ?? "")))
    .orderBy("role", "asc")
    .orderBy("email", "asc")
    .limit(filter.take)
    .execute();
}

export async function findUserRole(db: Queries, userId: string): Promise<{ role: string; email: string } | null> {
  return (await db.query.selectFrom("User").select(["role", "email"]).where("id", "=", userId).executeTakeFirst()) ?? null;
}

export async function updateUserRole(db: Queries, userId: string, role: string): Promise<void> {
  await db.query.updateTable("User").set({ role }).where("id", "=", userId).executeTakeFirst();
}
