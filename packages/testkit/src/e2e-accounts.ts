import type { Db } from "@vyc/db";
import { createAccount } from "@vyc/domain";

export interface E2eAccount {
  email: string;
  password: string;
}

/** The back office's admin account of the browser tests (E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD, with defaults). */
export const E2E_ADMIN: E2eAccount = { email: process.env.E2E_ADMIN_EMAIL ?? "admin@vyc.test", password: process.env.E2E_ADMIN_PASSWORD ?? "admin-pass-123" };

/** The desk's staff account of the browser tests (E2E_STAFF_EMAIL / E2E_STAFF_PASSWORD, with defaults). */
export const E2E_STAFF: E2eAccount = { email: process.env.E2E_STAFF_EMAIL ?? "staff@vyc.test", password: process.env.E2E_STAFF_PASSWORD ?? "staff-pass-123" };

/** Creates the browser tests' staff and admin accounts, verified. */
export async function seedE2eAccounts(db: Db, now: Date): Promise<void> {
  await createAccount(db, { ...E2E_STAFF, role: "staff", verifiedAt: now });
  await createAccount(db, { ...E2E_ADMIN, role: "admin", verifiedAt: now });
}
