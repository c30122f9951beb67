import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { logInThroughForm } from "./support/auth";
import { expect, expectAccessible, test } from "@vyc/testkit/e2e-fixtures";
import { attendeeNamed } from "@vyc/testkit/attendees";
import { E2E_STAFF } from "@vyc/testkit/e2e-accounts";
import { eventInput } from "@vyc/testkit/event-input";
import { trpcMutation } from "./support/waiting-list";

/** The e2e server may be reused between runs: this run's events have names of their own. */
const RUN = Date.now().toString(36);

/** A paid in-person event of 10 seats at 100 €, far ahead; buyers may ask for refunds until its refund date. */
function paidEvent(name: string) {
  const year = new Date().getUTCFullYear() + 2;
  return eventInput(year, {
    name,
    eventCategory: "Seminar",
    description: "A day of workshops.",
    place: "Community Hall",
    dateStart: `${year}-11-20T09:00`,
    dateEnd: `${year}-11-20T18:00`,
    timeZone: "Europe/Berlin",
    price: 100,
    capacity: 10,
    expiredRefundDate: `${year}-10-01T00:00`,
  });
}

const attendee = (firstName: string) => attendeeNamed(firstName, "Tran", { email: `${firstName.toLowerCase()}-${RUN}@example.test` });

/** The signed-in account buys two tickets of the event with the test payment provider. */
async function buyTwo(request: APIRequestContext, eventId: number): Promise<number> {
  const { orderId } = await trpcMutation<{ orderId: number }>(request, "checkout.start", {
    eventId,
    numTickets: 2,
    attendees: { 1: attendee("Hoa"), 2: attendee("Minh") },
    logisticCase: "selfTravel",
  });
  const { providerOrderId } = await trpcMutation<{ providerOrderId: string }>(request, "checkout.createPayment", { orderId, provider: "test" });
  expect((await trpcMutation<{ outcome: string }>(request, "checkout.capture", { orderId, providerOrderId })).outcome).toBe("completed");
  return orderId;
}

/** Signs staff in on the dashboard and creates this test's event with an order of two tickets. */
async function staffWithOrder(page: Page, name: string): Promise<{ eventId: number; orderId: number }> {
  await logInThroughForm(page, E2E_STAFF, "/admin");
  const { id: eventId } = await trpcMutation<{ id: number }>(page.request, "admin.createEvent", paidEvent(name));
  return { eventId, orderId: await buyTwo(page.request, eventId) };
}

const dashboardCard = (page: Page, name: string): Locator => page.getByRole("article", { name });
const revenueOf = (card: Locator): Locator => card.locator("dt", { hasText: "Revenue" }).locator("xpath=following-sibling::dd[1]");

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test("staff refund one ticket of an order and the dashboard shows the seat back on sale and the money given back", async ({ page }) => {
  const name = `Refund Seminar ${RUN}`;
  const { orderId } = await staffWithOrder(page, name);

  await page.goto("/admin");
  const card = dashboardCard(page, name);
  await expect(card.getByRole("img", { name: "2 sold, 0 held, 8 free of 10 seats" })).toBeVisible();
  await expect(revenueOf(card)).toHaveText("200 €");

  await page.goto(`/admin/orders/${orderId}`);
  const form = page.getByRole("form", { name: "Refund" });
  await form.getByRole("radio", { name: "Some tickets" }).check();
  await form.getByRole("button", { name: "Refund" }).click();
  await expect(form.getByText("Choose tickets of this order that are still valid.")).toBeVisible();
  await expect(form.getByText("Give a reason for the refund.")).toBeVisible();
  await form.getByRole("checkbox", { name: "#2 Minh Tran" }).check();
  await form.getByLabel("Reason").fill("Minh cannot come");
  await form.getByRole("button", { name: "Refund" }).click();
  await page.getByRole("dialog", { name: "Confirm the refund" }).getByRole("button", { name: "Refund 100 €" }).click();
  await expect(page.getByText("Refunded 100 €.")).toBeVisible();

  const refunds = page.getByRole("region", { name: "Refunds" });
  await expect(refunds.getByText("Given back: 100 € of 200 €")).toBeVisible();
  await expect(refunds.getByText("Reason: Minh cannot come")).toBeVisible();
  await expect(refunds.getByRole("link", { name: /^Credit note \d{4}-\d{6}$/ })).toBeVisible();
  await expect(form.getByRole("radio", { name: "Some tickets" })).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(card.getByRole("img", { name: "1 sold, 0 held, 9 free of 10 seats" })).toBeVisible();
  await expect(revenueOf(card)).toHaveText("100 €");
  await expect(card.getByText("1 of 10")).toBeVisible();
});

test("a buyer asks for a refund from the tickets page, staff approve it from the refund requests and the buyer finds the credit note", async ({ page }) => {
  const name = `Request Seminar ${RUN}`;
  const { orderId } = await staffWithOrder(page, name);

  await page.goto("/account/tickets");
  const order = page.getByRole("article", { name });
  await expect(order.getByRole("button", { name: "Refund", exact: true })).toBeDisabled();
  await order.getByRole("button", { name: "Request a refund" }).click();
  const dialog = page.getByRole("dialog", { name: `Request a refund of order #${orderId}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel("Why do you ask for a refund?").fill("My exams moved to that day");
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByText("Your refund request was sent.")).toBeVisible();
  await expect(order.getByText(/^Refund requested on .*: waiting for the organisers' answer\.$/)).toBeVisible();
  await expect(order.getByRole("button", { name: "Request a refund" })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/refunds");
  await expectNoSidewaysScroll(page);
  const request = page.getByRole("listitem").filter({ hasText: `Order #${orderId}` });
  await expect(request.getByText("My exams moved to that day")).toBeVisible();
  await request.getByRole("button", { name: "Approve and refund" }).click();
  await expect(page.getByText("Request approved: the order was refunded.")).toBeVisible();
  await expect(page.getByText(`Order #${orderId}`)).toHaveCount(0);

  await page.goto("/account/tickets");
  await expect(order.getByText(/^Refund request of .* approved\.$/)).toBeVisible();
  await expect(order.getByRole("link", { name: /^Credit note \d{4}-\d{6} \(200 €\)$/ })).toBeVisible();
  await expect(order.getByText("Refunded").first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("staff cancel an event on a phone: the dialog asks for the reason, then the progress bar follows the refunds to the end", async ({ page }) => {
  const name = `Cancelled Seminar ${RUN}`;
  const { eventId } = await staffWithOrder(page, name);
  await buyTwo(page.request, eventId);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/events/${eventId}`);
  await page.getByRole("button", { name: "Cancel event" }).click();
  const dialog = page.getByRole("dialog", { name: `Cancel ${name}?` });
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Cancel the event and refund everyone" }).click();
  await expect(dialog.getByText("Give a reason for the refund.")).toBeVisible();
  await dialog.getByLabel("Reason (sent to every attendee)").fill("The hall is closed for repairs");
  await dialog.getByRole("button", { name: "Cancel the event and refund everyone" }).click();
  await expect(dialog).toBeHidden();

  const progress = page.getByRole("region", { name: /^Cancellation/ });
  await expect(progress.getByText("Every order refunded")).toBeVisible();
  await expect(progress.getByText("2 of 2 paid orders refunded")).toBeVisible();
  await expect(progress.getByRole("progressbar", { name: "Refunds of the cancelled event" })).toHaveAttribute("value", "2");
  await expect(page.getByRole("button", { name: "Cancel event" })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
