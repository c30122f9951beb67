import type { Page } from "@playwright/test";
import { signUpVerifyAndLogin } from "./support/auth";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { openEvent } from "./support/registration";

/** The registration steps that only make sense with the state the previous step hands over. */
const STATE_BOUND_PAGES = ["/register/logistic", "/register/logistic_informations", "/register/checking_public_event", "/register/confirm_attendance", "/checkout"];

const pathAndQuery = (url: URL) => `${url.pathname}${url.search}`;

async function expectSilentlyHome(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page, path).toHaveURL((url) => pathAndQuery(url) === "/");
  await expect(page.getByRole("heading", { level: 1, name: "Grow up together, wherever home is" })).toBeVisible();
}

test("a visitor opening a later registration step without its state lands on the home page, not the login form", async ({ page }) => {
  test.slow();
  for (const path of STATE_BOUND_PAGES) await expectSilentlyHome(page, path);
});

test("a signed-in user opening a later registration step without its state lands on the home page", async ({ page }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  for (const path of STATE_BOUND_PAGES) await expectSilentlyHome(page, path);
});

test("only the attendee form sends a visitor to sign in, with the form as the target", async ({ page }) => {
  const id = await openEvent(page, "Identity Summer Camp Germany");
  await page.getByRole("button", { name: "Get a ticket" }).click();
  await expect(page).toHaveURL((url) => pathAndQuery(url) === `/login?_target_path=${encodeURIComponent(`/register/${id}/1`)}`);
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
});
