import { readFileSync } from "node:fs";
import { parseCsv } from "@vyc/testkit/csv-parse";
import { logInThroughForm } from "./support/auth";
import { expect, expectAccessible, test } from "@vyc/testkit/e2e-fixtures";
import { attendeeNamed } from "@vyc/testkit/attendees";
import { E2E_STAFF } from "@vyc/testkit/e2e-accounts";
import { eventInput } from "@vyc/testkit/event-input";
import { trpcMutation } from "./support/waiting-list";

/** The e2e server may be reused between runs: this run's event has a name of its own. */
const RUN = Date.now().toString(36);

test("staff open the money reports, choose a period and currency, see each event's money and download the payments CSV", async ({ page }) => {
  test.slow();
  await logInThroughForm(page, E2E_STAFF, "/admin");
  const year = new Date().getUTCFullYear() + 2;
  const name = `Treasury Seminar ${RUN}`;
  const { id: eventId } = await trpcMutation<{ id: number }>(page.request, "admin.createEvent", eventInput(year, { name, currency: "CHF", price: 100, capacity: 10 }));
  const { orderId } = await trpcMutation<{ orderId: number }>(page.request, "checkout.start", {
    eventId,
    numTickets: 1,
    attendees: { 1: attendeeNamed("Lan", "Pham", { email: `lan-${RUN}@example.test` }) },
    logisticCase: "selfTravel",
  });
  const { providerOrderId } = await trpcMutation<{ providerOrderId: string }>(page.request, "checkout.createPayment", { orderId, provider: "test" });
  await trpcMutation(page.request, "checkout.capture", { orderId, providerOrderId });

  await page.getByRole("link", { name: "Money reports" }).click();
  await expect(page.getByRole("heading", { name: "Money reports", level: 1 })).toBeVisible();
  const today = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
  });
  await page.getByLabel("First day").fill(today);
  await page.getByLabel("Last day").fill(today);
  await page.getByLabel("Currency").selectOption("CHF");
  await page.getByRole("button", { name: "Show" }).click();

  const table = page.getByRole("table", { name: `Money per event, ${today} to ${today}, in CHF` });
  const row = table.getByRole("row", { name: new RegExp(name) });
  await expect(row.getByRole("cell").last()).toHaveText("1");
  await expect(row).toContainText("100");
  await expect(table.getByRole("row", { name: /^Total/ })).toBeVisible();
  await expectAccessible(page);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Payments" }).click()]);
  const [header, ...rows] = parseCsv(readFileSync(await download.path(), "utf8"));
  const record = (cells: string[] | undefined) => Object.fromEntries((header ?? []).map((h, i) => [h, cells?.[i]]));
  expect(record(rows.find((r) => r[header?.indexOf("Order") ?? -1] === String(orderId)))).toMatchObject({ Event: name, Amount: "100.00", Currency: "CHF", "Paid with": "Test payment" });
});
