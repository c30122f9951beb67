import type { Db } from "@vyc/db";
import { createAccount } from "@vyc/domain";

export const E2E_STAFF_DEFAULTS = { email: "staff@vyc.test", password: "staff-pass-123" } as const;

/** The desk's staff account of the browser tests (E2E_STAFF_EMAIL / E2E_STAFF_PASSWORD, with defaults). */
export async function seedE2eStaff(db: Db, now: Date, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  await createAccount(db, {
    email: env.E2E_STAFF_EMAIL ?? E2E_STAFF_DEFAULTS.email,
    password: env.E2E_STAFF_PASSWORD ?? E2E_STAFF_DEFAULTS.password,
    role: "staff",
    verifiedAt: now,
  });
}
