import { readFileSync } from "node:fs";
import { parseCsv } from "@vyc/testkit/csv-parse";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { signInAtDesk } from "./support/desk";
import { deskUrl, installFakeBridge } from "./support/fake-bridge";

test.beforeEach(async ({ page }) => {
  await installFakeBridge(page);
});

test("the back office runs in the kiosk with the desk's staff sign-in", async ({ page }) => {
  test.slow();
  await page.goto(deskUrl("/admin/events"));
  await signInAtDesk(page);

  await page.goto(deskUrl("/admin/events"));
  await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Identity Summer Camp Germany/ })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Users" })).toHaveCount(0);

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders & attendees" }).click();
  const camp = await page.getByRole("option", { name: /^Identity Summer Camp Germany/ }).getAttribute("value");
  await page.getByLabel("Event").selectOption(camp ?? "");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export attendees (CSV)" }).click()]);
  const rows = parseCsv(readFileSync(await download.path(), "utf8"));
  expect(rows[0]?.slice(0, 6)).toEqual(["Order", "Order status", "Buyer email", "Ticket", "Ticket status", "First name"]);
});
