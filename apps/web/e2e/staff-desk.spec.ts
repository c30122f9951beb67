import { logInThroughForm, signUpVerifyAndLogin } from "./support/auth";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { E2E_STAFF as STAFF } from "@vyc/testkit/e2e-accounts";

test("a staff member uses the camp desk on the web with the site's sign-in, under the desk's one header", async ({ page }) => {
  await logInThroughForm(page, STAFF, "/staff");
  await expect(page.getByRole("heading", { level: 1, name: "Camp desk", exact: true })).toBeVisible();
  await expect(page.getByRole("status", { name: "Desk connection" })).toContainText("Online");
  // The desk's header replaces the site's: one language switch, the desk's sign-out.
  await expect(page.locator(".site-header")).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Language" })).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

  await page.goto("/events");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Desk", exact: true }).click();
  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Lookup" }).click();
  await expect(page).toHaveURL(/\/staff\/lookup$/);
  const search = page.getByLabel("Name, e-mail, order number or scan a QR code");
  await search.fill("nobody-by-this-name");
  await search.press("Enter");
  await expect(page.getByText("No ticket found for “nobody-by-this-name”.")).toBeVisible();
});

test("the desk is refused to signed-in users who are not staff, and visitors sign in on the desk itself", async ({ page }) => {
  // Two sign-ins, a sign-up with its e-mail code and several pages, each checked with axe.
  test.slow();
  await page.goto("/staff/lookup");
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Flookup$/);
  await page.getByLabel("Email").fill(STAFF.email);
  await page.getByLabel("Password").fill(STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/staff\/lookup$/);
  await expect(page.getByLabel("Name, e-mail, order number or scan a QR code")).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Camp desk sign-in" })).toBeVisible();
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/sign-in$/);

  await signUpVerifyAndLogin(page);
  await page.goto("/staff");
  await expect(page.getByRole("heading", { name: "Staff only" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Desk" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Desk", exact: true })).toHaveCount(0);
  await page.goto("/events");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Account" }).click();
  await expect(page.getByRole("menuitem", { name: "Tickets" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Desk", exact: true })).toHaveCount(0);
});
