import { signUp, signUpVerifyAndLogin, logInThroughForm, uniqueEmail, verificationCodeFor, type Credentials } from "./support/auth";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { waitForMail } from "@vyc/testkit/e2e-mailbox";

test.describe.configure({ timeout: 90_000 });

const toast = (page: import("@playwright/test").Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

test("sign up, verify by e-mail code, log in to the target, change the password, log out, log in with it", async ({ page }) => {
  const email = uniqueEmail("signup");
  await page.goto("/signup");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("first-pass");
  await page.getByLabel("Confirm password").fill("first-pass");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/login$/);

  const mail = await waitForMail(email, "Verify your account");
  const link = /http:\/\/localhost:\d+(\/account-verify\/[\w-]+)/.exec(mail.text)?.[1] ?? "";
  expect(link).not.toBe("");
  const autoResend = page.waitForResponse((r) => r.url().includes("auth.accountVerifyResend"));
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Verify your account" })).toBeVisible();
  expect((await autoResend).status()).toBe(200);
  await page.getByRole("button", { name: "Resend me an email" }).click();
  await expect(toast(page, "Email sent successfully").last()).toBeVisible();
  await page.getByLabel("Verification code").pressSequentially(await verificationCodeFor(email));
  await expect(page.getByRole("heading", { name: "Your email is verified" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to homepage" })).toHaveAttribute("href", "/");

  await logInThroughForm(page, { email, password: "first-pass" }, "/account/settings");
  await expect(page.getByRole("heading", { name: "Account settings" })).toBeVisible();
  await page.getByLabel("New password").fill("second-pass");
  await page.getByLabel("Confirm password").fill("second-pas");
  await page.getByRole("button", { name: "Valide" }).click();
  await expect(page.getByText("Password confirmation does not match.")).toBeVisible();
  await page.getByLabel("Confirm password").fill("second-pass");
  await page.getByRole("button", { name: "Valide" }).click();
  const changed = toast(page, "Your password has been changed.");
  await expect(changed).toBeVisible();
  // The toast shows at the bottom: the header's Account menu, holding Logout, is free to click while it shows.
  await expect(changed.getByRole("button", { name: "Close notification" })).toBeVisible();

  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, "You have been signed out.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Signup" })).toBeVisible();
  expect((await page.request.get("/api/auth/is-authenticated").then((r) => r.json())) as unknown).toEqual({ isAuthenticated: false });

  await logInThroughForm(page, { email, password: "second-pass" });
  await expect(page.getByRole("button", { name: /Account/ })).toBeVisible();
});

test("an unverified user who logs in is taken to the verification page", async ({ page }) => {
  const account = await signUp(page);
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(new RegExp(`/account-verify/${account.id}$`));
  await page.getByLabel("Verification code").pressSequentially("000000" === (await verificationCodeFor(account.email)) ? "111111" : "000000");
  await expect(page.getByRole("alert")).toHaveText("Error : Invalid verification code.");
  await expect(page.getByRole("alert")).toHaveCount(0, { timeout: 7_000 });
});

test("the verification page of an account verified earlier says it is verified", async ({ page }) => {
  const account = await signUp(page);
  const res = await page.request.post(`/api/auth/account-verify/${account.id}`, { data: { code: await verificationCodeFor(account.email) } });
  expect(res.ok()).toBe(true);
  await page.goto(`/account-verify/${account.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Your email is verified" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to homepage" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a wrong password shows the server's toast and keeps the target", async ({ page }) => {
  const account = await signUpVerifyAndLogin(page);
  await page.goto("/logout");
  await page.goto("/login?_target_path=%2Faccount%2Ftickets");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("not-my-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toast(page, "Authentication failed: Invalid credentials")).toBeVisible();
  await expect(page).toHaveURL(/\/login\?_target_path=%2Faccount%2Ftickets$/);
  await expect(page.getByRole("link", { name: "Forget Password" })).toHaveAttribute("href", "/forget_password");
  await expect(page.getByRole("link", { name: "Create One" })).toHaveAttribute("href", "/signup");
});

test("the tickets page sends visitors to login and brings them back", async ({ page }) => {
  const account = await signUp(page);
  const res = await page.request.post(`/api/auth/account-verify/${account.id}`, { data: { code: await verificationCodeFor(account.email) } });
  expect(res.ok()).toBe(true);
  await page.goto("/account/tickets");
  await expect(page).toHaveURL(/\/login\?_target_path=%2Faccount%2Ftickets$/);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/account\/tickets$/);
  await expect(page.getByText("You don't have a ticket yet. You can buy one here.")).toBeVisible();
  await expect(page.getByRole("link", { name: "here" })).toHaveAttribute("href", "/events");
});

test("signed-in users see home instead of login, signup and forgot password", async ({ page }) => {
  await signUpVerifyAndLogin(page);
  for (const path of ["/login", "/signup", "/forget_password"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});

test("forgot password: the mailed link sets a new password once", async ({ page }) => {
  let account: Credentials = await signUpVerifyAndLogin(page);
  await page.goto("/logout");
  await page.goto("/forget_password");
  await page.getByLabel("Email").fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email don't exists.");

  await page.getByLabel("Email").fill(account.email);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/response\/success\/forgetPassword$/);
  const mail = await waitForMail(account.email, "Reset your password");
  const link = /http:\/\/localhost:\d+(\/reset_password\/[\w-]+)/.exec(mail.text)?.[1] ?? "";
  expect(link).not.toBe("");

  await page.goto(link);
  await page.getByLabel("New password").fill("12345");
  await page.getByLabel("Confirm password").fill("12345");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Password too short. Require minimun 6 characters.").first()).toBeVisible();
  await page.getByLabel("New password").fill("brand-new-pass");
  await page.getByLabel("Confirm password").fill("brand-new-pass");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/response\/success\/resetPassword$/);
  account = { ...account, password: "brand-new-pass" };

  await page.goto(link);
  await page.getByLabel("New password").fill("another-pass");
  await page.getByLabel("Confirm password").fill("another-pass");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert")).toHaveText("Password cannot be set.");

  await logInThroughForm(page, account, "/account/settings");
  await expect(page.getByRole("heading", { name: "Account settings" })).toBeVisible();
});

test("signup refusals show the server's message", async ({ page }) => {
  const account = await signUp(page);
  await page.goto("/signup");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill("12345");
  await page.getByLabel("Confirm password").fill("12345");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Password too short. Require minimun 6 characters.")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill("secret123");
  await page.getByLabel("Confirm password").fill("secret124");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert")).toHaveText("Error : Password confirmation does not match.");

  await page.getByLabel("Confirm password").fill("secret123");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert")).toHaveText("Error : An account already exists for this email.");
});
