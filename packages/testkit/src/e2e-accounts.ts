/** The accounts the browser tests sign in with; the e2e server creates them. Plain values, so specs may import them. */
export interface E2eAccount {
  email: string;
  password: string;
}

/** The back office's admin account of the browser tests (E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD, with defaults). */
export const E2E_ADMIN: E2eAccount = { email: process.env.E2E_ADMIN_EMAIL ?? "admin@vyc.test", password: process.env.E2E_ADMIN_PASSWORD ?? "admin-pass-123" };

/** The desk's staff account of the browser tests (E2E_STAFF_EMAIL / E2E_STAFF_PASSWORD, with defaults). */
export const E2E_STAFF: E2eAccount = { email: process.env.E2E_STAFF_EMAIL ?? "staff@vyc.test", password: process.env.E2E_STAFF_PASSWORD ?? "staff-pass-123" };
