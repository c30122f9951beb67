import { logInThroughForm } from "./support/auth";
import { expect, expectAccessible, test } from "@vyc/testkit/e2e-fixtures";
import { attendeeNamed } from "@vyc/testkit/attendees";
import { E2E_STAFF } from "@vyc/testkit/e2e-accounts";
import { eventInput } from "@vyc/testkit/event-input";
import { pdfPages } from "@vyc/testkit/pdf-text";
import { trpcMutation } from "./support/waiting-list";

/** The e2e server may be reused between runs: this run's event has a name of its own. */
const RUN = Date.now().toString(36);

test("staff refund a ticket less a cancellation fee through the confirmation dialog; the order is partially refunded and the credit note shows the fee", async ({ page }) => {
  await logInThroughForm(page, E2E_STAFF, "/admin");
  const year = new Date().getUTCFullYear() + 2;
  const event = eventInput(year, {
    name: `Fee Seminar ${RUN}`,
    eventCategory: "Seminar",
    description: "A day of workshops.",
    place: "Community Hall",
    dateStart: `${year}-11-20T09:00`,
    dateEnd: `${year}-11-20T18:00`,
    timeZone: "Europe/Berlin",
    price: 100,
    capacity: 10,
  });
  const { id: eventId } = await trpcMutation<{ id: number }>(page.request, "admin.createEvent", event);
  const attendee = (firstName: string) => attendeeNamed(firstName, "Pham", { email: `${firstName.toLowerCase()}-${RUN}@example.test` });
  const { orderId } = await trpcMutation<{ orderId: number }>(page.request, "checkout.start", {
    eventId,
    numTickets: 2,
    attendees: { 1: attendee("Lan"), 2: attendee("Bao") },
    logisticCase: "selfTravel",
  });
  const { providerOrderId } = await trpcMutation<{ providerOrderId: string }>(page.request, "checkout.createPayment", { orderId, provider: "test" });
  await trpcMutation(page.request, "checkout.capture", { orderId, providerOrderId });

  await page.goto(`/admin/orders/${orderId}`);
  const form = page.getByRole("form", { name: "Refund" });
  await expect(form.getByText("Left to refund: 200 €")).toBeVisible();
  await form.getByRole("radio", { name: "Some tickets" }).check();
  await form.getByRole("checkbox", { name: "#2 Bao Pham" }).check();
  await form.getByLabel("Cancellation fee kept (EUR)").fill("15");
  await form.getByLabel("Reason").fill("Bao cannot come");
  await form.getByRole("button", { name: "Refund" }).click();

  const dialog = page.getByRole("dialog", { name: "Confirm the refund" });
  await expect(dialog.getByText("85 € (EUR)")).toBeVisible();
  await expect(dialog.getByText("#2 Bao Pham")).toBeVisible();
  await expect(dialog.getByText("15 €")).toBeVisible();
  await expect(dialog.getByText("Test payment")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Refund 85 €" }).click();
  await expect(page.getByText("Refunded 85 €.")).toBeVisible();

  await expect(page.getByText("Partially refunded").first()).toBeVisible();
  const refunds = page.getByRole("region", { name: "Refunds" });
  await expect(refunds.getByText("Cancellation fee kept: 15 €")).toBeVisible();
  const link = refunds.getByRole("link", { name: /^Credit note \d{4}-\d{6}$/ });
  const pdf = await page.request.get((await link.getAttribute("href")) ?? "");
  expect(pdf.status()).toBe(200);
  const text = (await pdfPages(new Uint8Array(await pdf.body()))).join("\n");
  expect(text).toContain("Credited (EUR) – 85 €");
  expect(text).toContain("Cancellation fee kept: 15 €");
});
