import type { Page } from "@playwright/test";
import { E2E_ADMIN, E2E_STAFF } from "@vyc/testkit/e2e-accounts";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { logInThroughForm } from "./support/auth";
import { chooseCheckInList, inPersonEvent } from "./support/desk-events";
import { expectNoSidewaysScroll } from "./support/layout";

const HOUR_MS = 60 * 60 * 1000;

/** The page neither scrolls sideways nor shows more than the desk's one header and language switch. */
async function expectOneDeskFrame(page: Page, width: number): Promise<void> {
  await expectNoSidewaysScroll(page, width);
  await expect(page.locator(".site-header")).toHaveCount(0);
  await expect(page.locator(".desk-header")).toHaveCount(1);
  await expect(page.getByRole("group", { name: "Language" })).toHaveCount(1);
}

test("a walk-in sold with the desk's short form shows the rounding, then is checked in from the order", async ({ page }) => {
  test.slow();
  const run = Date.now().toString(36);
  const event = `Lake Evening ${run}`;
  await logInThroughForm(page, E2E_ADMIN, "/admin");
  const eventId = await inPersonEvent(page.request, { name: event, price: 15, startsInMs: HOUR_MS, hours: 4 });
  await page.goto("/logout");

  // Signing in happens on the desk, which then shows the page asked for.
  await page.goto("/staff/sale");
  await expect(page.getByRole("heading", { name: "Camp desk sign-in" })).toBeVisible();
  await expectOneDeskFrame(page, 390);
  await page.getByLabel("Email").fill(E2E_STAFF.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Invalid credentials");
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff%2Fsale$/);
  await page.getByLabel("Password").fill(E2E_STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Walk-in sale" })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/sale$/);

  // This desk checks in for the new event.
  await chooseCheckInList(page, eventId);
  await page.goto("/staff/sale");

  await page.getByRole("radio", { name: new RegExp(event) }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  const block = page.getByRole("group", { name: "Ticket 1" });
  await expect(block.getByLabel("Gender")).toHaveCount(0);
  await expect(block.getByLabel("Country", { exact: true })).toHaveCount(0);
  await block.getByLabel("First name").fill("Minh");
  await block.getByLabel("Last name").fill(`Do${run}`);
  await block.getByLabel("Age").fill("15");
  await expect(block.getByLabel("Guardian's phone", { exact: true })).toBeVisible();
  await block.getByLabel("Guardian's name").fill("Lan Do");
  await block.getByLabel("Guardian's phone", { exact: true }).fill("+84 912 345 678");
  await block.getByLabel("Guardian signed the consent form here").check();
  await page.getByLabel("Each attendee (for a minor, the guardian present) has read and accepts the waiver of liability.").check();
  await page.getByLabel("The parent/guardian waiver is accepted for participants under 18.").check();
  await expect(page.getByText("1 × 15 € = 15 €")).toBeVisible();
  await expect(page.getByText("+5 €")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^20 €$/ })).toBeVisible();
  await page.getByRole("radio", { name: "Cash" }).check();
  for (const width of [390, 800]) await expectOneDeskFrame(page, width);
  await page.getByRole("button", { name: "Payment of 20 € received — create tickets" }).click();

  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^Order #\\d+ · ${event}$`) })).toBeVisible();
  await expect(page.getByText("1 × 15 € = 15 €")).toBeVisible();
  await expect(page.getByText("Rounded to the nearest 10")).toBeVisible();
  for (const width of [390, 800]) await expectOneDeskFrame(page, width);
  await page.getByRole("button", { name: "Check in now" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Checked in: Minh Do${run}` })).toBeVisible();
});

test("a minor whose guardian did not sign at the desk is held at \"Check in now\"", async ({ page }) => {
  const run = Date.now().toString(36);
  const event = `Lake Night ${run}`;
  await logInThroughForm(page, E2E_ADMIN, "/admin");
  const eventId = await inPersonEvent(page.request, { name: event, price: 15, startsInMs: HOUR_MS, hours: 4 });
  await chooseCheckInList(page, eventId);
  await page.goto("/staff/sale");
  await page.getByRole("radio", { name: new RegExp(event) }).check();
  await page.getByRole("button", { name: "More tickets" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  const adult = page.getByRole("group", { name: "Ticket 1" });
  await adult.getByLabel("First name").fill("Hai");
  await adult.getByLabel("Last name").fill(`Vu${run}`);
  await adult.getByLabel("Age").fill("34");
  const minor = page.getByRole("group", { name: "Ticket 2" });
  await minor.getByLabel("First name").fill("Nam");
  await minor.getByLabel("Last name").fill(`Vu${run}`);
  await minor.getByLabel("Age").fill("12");
  await minor.getByLabel("Guardian's name").fill("Hai Vu");
  await minor.getByLabel("Guardian's phone", { exact: true }).fill("12");
  await minor.getByLabel("Guardian's phone", { exact: true }).blur();
  await expect(minor.getByText("Enter a valid phone number with its country code, e.g. +49 151 23456789.")).toBeVisible();
  await page.getByLabel("Each attendee (for a minor, the guardian present) has read and accepts the waiver of liability.").check();
  await page.getByLabel("The parent/guardian waiver is accepted for participants under 18.").check();
  await expect(page.getByText("2 × 15 € = 30 €")).toBeVisible();
  await expect(page.getByText("Rounded to the nearest 10")).toHaveCount(0);
  await page.getByRole("radio", { name: "Card terminal" }).check();
  await page.getByRole("button", { name: "Payment of 30 € received — create tickets" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Walk-in sale" })).toBeVisible();
  await minor.getByLabel("Guardian's phone", { exact: true }).fill("+49 151 23456789");
  await minor.getByLabel("Guardian's phone", { exact: true }).blur();
  await expect(minor.getByText(/^Enter a valid phone number/)).toHaveCount(0);
  await page.getByRole("button", { name: "Payment of 30 € received — create tickets" }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^Order #\\d+ · ${event}$`) })).toBeVisible();

  await page.getByRole("button", { name: "Check in now" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Checked in: Hai Vu${run}` })).toBeVisible();
  const held = page.locator(".check-in-answer").filter({ hasText: `Check-in refused: Nam Vu${run}` });
  await expect(held).toContainText("Guardian consent missing");
  await expect(held.getByRole("button", { name: "Record paper consent" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: `Checked in: Nam Vu${run}` })).toHaveCount(0);
});
