import type { Db } from "@vyc/db";
import { createAccount } from "@vyc/domain";

export const E2E_ADMIN_DEFAULTS = { email: "admin@vyc.test", password: "admin-pass-123" } as const;

/** The back office's admin account of the browser tests (E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD, with defaults). */
export async function seedE2eAdmin(db: Db, now: Date, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  await createAccount(db, {
    email: env.E2E_ADMIN_EMAIL ?? E2E_ADMIN_DEFAULTS.email,
    password: env.E2E_ADMIN_PASSWORD ?? E2E_ADMIN_DEFAULTS.password,
    role: "admin",
    verifiedAt: now,
  });
}
