import { E2E_ADMIN, E2E_STAFF } from "@vyc/testkit/e2e-accounts";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { logInThroughForm } from "./support/auth";
import { inPersonEvent, soldAtDesk } from "./support/desk-events";
import { expectNoSidewaysScroll } from "./support/layout";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

test("a desk checks in for its list: another event's ticket is refused by name, a minor waits for paper consent, and a name typed without accents is found", async ({ page }) => {
  test.slow();
  const run = Date.now().toString(36);
  const gateEvening = `Gate Evening ${run}`;
  const autumnCamp = `Autumn Camp ${run}`;
  await logInThroughForm(page, E2E_ADMIN, "/admin");
  const eveningId = await inPersonEvent(page.request, { name: gateEvening, price: 15, startsInMs: HOUR_MS, hours: 4 });
  const campId = await inPersonEvent(page.request, { name: autumnCamp, price: 40, startsInMs: 10 * DAY_MS, hours: 72 });
  const campTicket = await soldAtDesk(page.request, campId, { firstName: "Bao", lastName: `Tran${run}` });
  await soldAtDesk(page.request, eveningId, { firstName: `Anh${run}`, lastName: "Nguyễn" });
  const minorTicket = await soldAtDesk(page.request, eveningId, { firstName: "Minh", lastName: `Pham${run}`, age: 14, guardianName: "Lan Pham", guardianPhone: "+49 151 23456789" });
  await page.goto("/logout");

  // Signed in on the desk, staff choose the list this desk checks in for, and name the desk.
  await page.goto("/staff/check-in");
  await page.getByLabel("Email").fill(E2E_STAFF.email);
  await page.getByLabel("Password").fill(E2E_STAFF.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByLabel("Event", { exact: true }).selectOption(String(eveningId));
  await page.getByLabel("Desk name").fill("Gate A");
  await page.getByRole("button", { name: "Save the check-in list" }).click();
  await expect(page.getByText(`Checking in: ${gateEvening}`)).toBeVisible();
  for (const width of [390, 800]) await expectNoSidewaysScroll(page, width);
  const scan = page.getByLabel("Scan a ticket QR code");
  await scan.fill(campTicket);
  await scan.press("Enter");
  await expect(page.getByText(new RegExp(`This ticket is for ${autumnCamp} \\(.+\\), not for the event this desk checks in for\\.`))).toBeVisible();

  await scan.fill(minorTicket);
  await scan.press("Enter");
  const held = page.locator(".check-in-answer").filter({ hasText: `Check-in refused: Minh Pham${run}` });
  await expect(held).toContainText("Guardian consent missing");
  await expect(page.getByRole("status").filter({ hasText: `Checked in: Minh Pham${run}` })).toHaveCount(0);
  await held.getByRole("button", { name: "Record paper consent" }).click();
  await held.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: `Checked in: Minh Pham${run}` })).toBeVisible();

  await scan.fill(minorTicket);
  await scan.press("Enter");
  await expect(page.locator(".check-in-answer").filter({ hasText: `Already checked in: Minh Pham${run}` })).toContainText("Gate A");

  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Lookup" }).click();
  const search = page.getByLabel("Name, e-mail, order number or scan a QR code");
  await search.fill(`anh${run} nguyen`);
  await search.press("Enter");
  await expect(page.getByText(`Anh${run} Nguyễn`).first()).toBeVisible();
});
