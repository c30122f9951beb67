import { E2E_ADMIN } from "@vyc/testkit/e2e-accounts";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { logInThroughForm } from "./support/auth";
import { chooseCheckInList, inPersonEvent } from "./support/desk-events";
import { trpcMutation } from "./support/waiting-list";

const HOUR_MS = 60 * 60 * 1000;

test("staff pick a ticket type per walk-in at the desk, and the total shows one line per type", async ({ page }) => {
  test.slow();
  const run = Date.now().toString(36);
  const event = `Lake Types ${run}`;
  await logInThroughForm(page, E2E_ADMIN, "/admin");
  const eventId = await inPersonEvent(page.request, { name: event, price: 15, startsInMs: HOUR_MS, hours: 4 });
  const addType = (name: string, nameVi: string, price: number, deskSells: boolean) =>
    trpcMutation<{ id: number }>(page.request, "ticketTypes.create", { eventId, ticketType: { name, nameVi, price, deskSells } });
  const volunteer = await addType("Volunteer", "Tình nguyện viên", 5, true);
  await addType("Online supporter", "Người ủng hộ online", 8, false);
  await chooseCheckInList(page, eventId);

  await page.goto("/staff/sale");
  await page.getByRole("radio", { name: new RegExp(event) }).check();
  await page.getByRole("button", { name: "More tickets" }).click();
  await page.getByRole("button", { name: "Continue" }).click();

  const first = page.getByRole("group", { name: "Ticket 1" });
  const second = page.getByRole("group", { name: "Ticket 2" });
  const firstType = first.getByLabel("Ticket type");
  // The types the desk sells, each with its price; a type sold only online is not offered.
  await expect(firstType.getByRole("option")).toHaveText(["Ticket · 15 €", "Volunteer · 5 €"]);
  await expect(second.getByLabel("Ticket type").locator("option:checked")).toHaveText("Ticket · 15 €");
  await expect(page.getByText("2 × 15 € = 30 €")).toBeVisible();

  await firstType.selectOption(String(volunteer.id));
  await expect(page.getByRole("term").filter({ hasText: /^Volunteer$/ })).toBeVisible();
  await expect(page.getByText("1 × 5 € = 5 €")).toBeVisible();
  await expect(page.getByRole("term").filter({ hasText: /^Ticket$/ })).toBeVisible();
  await expect(page.getByText("1 × 15 € = 15 €")).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /^20 €$/ })).toBeVisible();

  await first.getByLabel("First name").fill("Thu");
  await first.getByLabel("Last name").fill(`Le${run}`);
  await first.getByLabel("Age").fill("24");
  await second.getByLabel("First name").fill("Bao");
  await second.getByLabel("Last name").fill(`Le${run}`);
  await second.getByLabel("Age").fill("27");
  await page.getByLabel("Each attendee (for a minor, the guardian present) has read and accepts the waiver of liability.").check();
  await page.getByRole("radio", { name: "Cash" }).check();
  await page.getByRole("button", { name: "Payment of 20 € received — create tickets" }).click();

  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`^Order #\\d+ · ${event}$`) })).toBeVisible();
  await expect(page.getByText("1 × 5 € = 5 €")).toBeVisible();
  await expect(page.getByRole("article", { name: `Ticket 1: Thu Le${run}` })).toContainText("Ticket type: Volunteer");
  await expect(page.getByRole("article", { name: `Ticket 2: Bao Le${run}` })).toContainText("Ticket type: Ticket");
});
