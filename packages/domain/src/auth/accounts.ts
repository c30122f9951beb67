import { isUniqueViolation, type Db } from "@vyc/db";
import { insertUser, isEmailTaken } from "@vyc/db/stores/users";
import type { Locale } from "@vyc/i18n";
import type { Role } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { hashPassword } from "./passwords";

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const EMAIL_TAKEN = "An account already exists for this email";

export interface NewAccount {
  email: string;
  password: string;
  role: Role;
  /** When set, the account starts verified at this time. */
  verifiedAt: Date | null;
  /** The language the account is written to in; unset means English. */
  locale?: Locale;
}

/** Stores a new account with an Argon2id password hash; a taken e-mail is a CONFLICT. */
export async function createAccount(db: Db, account: NewAccount): Promise<{ id: string; email: string; locale: string | null }> {
  const email = normalizeEmail(account.email);
  const passwordHash = await hashPassword(account.password);
  if (await isEmailTaken(db, email)) throw new DomainError("CONFLICT", EMAIL_TAKEN);
  try {
    return await insertUser(db, { email, passwordHash, role: account.role, emailVerifiedAt: account.verifiedAt, locale: account.locale ?? null });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError("CONFLICT", EMAIL_TAKEN);
    throw error;
  }
}

