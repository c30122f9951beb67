import { E2E_ADMIN, E2E_STAFF } from "@vyc/testkit/e2e-accounts";
import { expect, test } from "@vyc/testkit/e2e-fixtures";

for (const [who, account] of [["an admin", E2E_ADMIN], ["a staff member", E2E_STAFF]] as const) {
  test(`${who} signing in without a destination lands in the back office`, async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email", { exact: true }).fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("navigation").first()).toBeVisible();
  });
}
