import type { Page } from "@playwright/test";
import { expect } from "@vyc/testkit/e2e-fixtures";
import { waitForMail } from "@vyc/testkit/e2e-mailbox";

export interface Credentials {
  id: string;
  email: string;
  password: string;
}

let counter = 0;

/** An address no other test uses. */
export const uniqueEmail = (prefix = "user"): string => `${prefix}-${Date.now()}-${++counter}@example.test`;

/** The 6-digit code of the newest verification mail to `email` (read from the e2e SMTP server). */
export async function verificationCodeFor(email: string): Promise<string> {
  const mail = await waitForMail(email, "Verify your account");
  const code = /verification code is: (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No verification code in the mail to ${email}`);
  return code;
}

/** Signs up through the API (page.request) and returns the new, unverified account. */
export async function signUp(page: Page, options: { email?: string; password?: string } = {}): Promise<Credentials> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? "secret123";
  const res = await page.request.post("/api/auth/signup", { data: { email, password, confirmPassword: password } });
  expect(res.status(), await res.text()).toBe(200);
  const { idUser } = (await res.json()) as { idUser: string };
  return { id: idUser, email, password };
}

/** Verifies the account with the code from its mail, through the API. */
export async function verifyByMail(page: Page, account: Credentials): Promise<void> {
  const res = await page.request.post(`/api/auth/account-verify/${account.id}`, { data: { code: await verificationCodeFor(account.email) } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs in through the real login form and waits for the landing page (the target, else the one the site chose). */
export async function logInThroughForm(page: Page, credentials: { email: string; password: string }, targetPath?: string): Promise<void> {
  await page.goto(targetPath ? `/login?_target_path=${encodeURIComponent(targetPath)}` : "/login");
  await page.getByLabel("Email", { exact: true }).fill(credentials.email);
  await page.getByLabel("Password", { exact: true }).fill(credentials.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  // Without a target, buyers land on the events and staff in the back office.
  await page.waitForURL((url) => (targetPath ? `${url.pathname}${url.search}` === targetPath : url.pathname !== "/login"));
}

/**
 * A fresh verified user, signed in in this page: signs up through the API, reads the code from
 * the mailbox, verifies, then logs in through the real form. Returns the credentials.
 */
export async function signUpVerifyAndLogin(page: Page, options: { email?: string; password?: string; targetPath?: string } = {}): Promise<Credentials> {
  const account = await signUp(page, options);
  await verifyByMail(page, account);
  await logInThroughForm(page, account, options.targetPath);
  return account;
}
