import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { logInThroughForm, signUpVerifyAndLogin } from "./support/auth";
import { expect, settled, test } from "@vyc/testkit/e2e-fixtures";
import { clippedControls } from "./support/layout";
import { attendeeNamed } from "@vyc/testkit/attendees";
import { E2E_ADMIN, E2E_STAFF } from "@vyc/testkit/e2e-accounts";
import { checkInEventId, chooseCheckInList } from "./support/desk-events";
import { soldOutEvent, trpcMutation, trpcQuery } from "./support/waiting-list";

/**
 * Every back-office and desk page at a laptop's and a phone's width: no sideways scrolling, no axe
 * violation of any impact, and a full-page screenshot of each in test-results/screenshots/staff/.
 */

const SHOTS = resolve(process.cwd(), "test-results/screenshots/staff");
const VIEWPORTS = [
  { name: "1280", width: 1280, height: 800 },
  { name: "390", width: 390, height: 844 },
] as const;

const attendee = (firstName: string, lastName: string) => attendeeNamed(firstName, lastName, { healthcare: "" });

async function campId(request: APIRequestContext): Promise<number> {
  const { events } = (await (await request.get("/api/events/getEventsNotExpired")).json()) as { events: Array<{ id: number; name: string }> };
  const camp = events.find((e) => e.name === "Identity Summer Camp Germany");
  if (!camp) throw new Error("demo camp missing");
  return camp.id;
}

/** A paid web order of two attendees with flights (test payment provider), so orders, the order page and the manifest have rows. */
async function paidOrderWithFlights(request: APIRequestContext, eventId: number, run: string): Promise<number> {
  const flight = (arrival: string, number: string) => ({
    arrivalTransportType: "plane",
    arrivalDatetime: arrival,
    arrivalAirline: "Lufthansa",
    arrivalFlightNumber: number,
    departureTransportType: "train",
    departureDatetime: "2030-07-08T15:00",
    comments: "Vegetarian meal on the shuttle, please",
  });
  const { orderId } = await trpcMutation<{ orderId: number }>(request, "checkout.start", {
    eventId,
    numTickets: 2,
    attendees: { 1: attendee("Mai", `Hoang${run}`), 2: attendee("Tuan", `Ly${run}`) },
    logisticCase: "logisticInformation",
    logistics: { 1: flight("2030-07-01T09:10", "LH 100"), 2: flight("2030-07-01T10:40", "LH 200") },
  });
  const { providerOrderId } = await trpcMutation<{ providerOrderId: string }>(request, "checkout.createPayment", { orderId, provider: "test" });
  await trpcMutation(request, "checkout.capture", { orderId, providerOrderId });
  return orderId;
}

/** A walk-in sold at the desk through the API, as the sale screen does. */
async function deskSale(request: APIRequestContext, eventId: number, run: string): Promise<number> {
  const quote = await trpcQuery<{ totalMinor: number }>(request, "kiosk.quoteSale", { eventId, numTickets: 1 });
  const { orderId } = await trpcMutation<{ orderId: number }>(request, "kiosk.sell", {
    attendees: [attendee("Bich", `Ngoc${run}`)],
    waiverLiability: true,
    waiverGuardian: true,
    eventId,
    paymentMethod: "cash",
    expectedTotalMinor: quote.totalMinor,
    deviceId: "screenshot-desk",
    clientSaleId: `screens-${run}-${Date.now()}`,
  });
  return orderId;
}

/** No sideways scrolling, no axe violation at all, then the full-page screenshot. */
async function checkPage(page: Page, name: string): Promise<void> {
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".loader")).toHaveCount(0);
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect.soft(scrollWidth, `${name}: the page scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect.soft(
    violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `${name}: axe violations`,
  ).toEqual([]);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("every back-office page fits, passes axe and is captured", async ({ page }) => {
      // One walk through every back-office page, each checked by axe and captured whole.
      test.setTimeout(240_000);
      const run = `${viewport.name}${Date.now().toString(36)}`;
      const sent = await page.request.post("/api/mailer/send", {
        data: { firstName: "Hanh", lastName: "Do", email: "hanh@example.test", phone: "+49 151 23456789", subject: "Is there a shuttle from the airport?", message: "We land at 9:10 on the first day. Is there a shuttle?" },
      });
      expect(sent.status()).toBe(200);
      await logInThroughForm(page, E2E_ADMIN, "/admin/events");
      const eventId = await campId(page.request);
      const orderId = await paidOrderWithFlights(page.request, eventId, run);
      // Two back-office actions for the audit log: registration closed and reopened.
      await trpcMutation(page.request, "admin.setEventRegistrable", { id: eventId, value: false });
      await trpcMutation(page.request, "admin.setEventRegistrable", { id: eventId, value: true });
      const shot = (name: string) => checkPage(page, `admin-${name}-${viewport.name}`);

      await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
      await expect(page.getByRole("link", { name: "New event" })).toBeInViewport();
      await shot("events");
      if (viewport.width < 700) {
        const menu = page.getByRole("button", { name: "Menu" });
        await expect(menu).toHaveAttribute("aria-expanded", "false");
        await expect(page.getByRole("navigation", { name: "Back office" })).toHaveCount(0);
        await menu.click();
        await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Inbox" })).toBeVisible();
        await shot("menu-open");
        await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Discounts" }).click();
        await expect(page.getByRole("heading", { level: 1, name: "Discount codes" })).toBeVisible();
        await expect(page.getByRole("navigation", { name: "Back office" })).toHaveCount(0);
      } else {
        await expect(page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Inbox" })).toBeVisible();
        await expect(page.locator(".site-header")).toHaveCount(0);
        // Sorting: the event column sorts both ways.
        const eventHeader = page.getByRole("columnheader", { name: "Event" });
        await eventHeader.getByRole("button").click();
        await expect(eventHeader).toHaveAttribute("aria-sort", "ascending");
        await eventHeader.getByRole("button").click();
        await expect(eventHeader).toHaveAttribute("aria-sort", "descending");
      }

      await page.goto("/admin");
      const campCard = page.getByRole("article", { name: "Identity Summer Camp Germany" });
      await expect(campCard.getByRole("img", { name: /sold, \d+ held, \d+ free of 120 seats$/ })).toBeVisible();
      await expect(campCard.getByRole("table", { name: "Tickets sold per day for Identity Summer Camp Germany" })).toBeAttached();
      await shot("dashboard");
      await page.goto("/admin/events/new");
      await shot("event-new");
      await page.goto(`/admin/events/${eventId}`);
      await shot("event-edit");
      await page.goto("/admin/discounts");
      await shot("discounts");
      await page.goto("/admin/orders");
      await shot("orders-choose");
      await page.goto(`/admin/orders?eventId=${eventId}`);
      if (viewport.width < 700) await expect(page.getByRole("article", { name: new RegExp(`^Order #${orderId}, Paid$`) })).toBeVisible();
      else await expect(page.getByRole("row", { name: new RegExp(`#${orderId}`) })).toContainText("Paid");
      await shot("orders");
      await page.goto(`/admin/orders/${orderId}`);
      await expect(page.getByRole("article", { name: new RegExp(`^Ticket 1: Mai Hoang${run}`) })).toContainText("Female");
      const invoiceLink = page.getByRole("link", { name: /^Invoice \d{4}-\d{6} \(PDF\)$/ });
      await expect(invoiceLink).toBeVisible();
      await shot("order");
      const invoiceNumber = /\d{4}-\d{6}/.exec((await invoiceLink.textContent()) ?? "")?.[0] ?? "";
      await page.goto("/admin/invoices");
      await expect(page.getByRole("link", { name: invoiceNumber })).toBeVisible();
      await shot("invoices");
      await page.goto("/admin/refunds");
      await expect(page.getByRole("heading", { name: "Refund requests", level: 1 })).toBeVisible();
      await shot("refund-requests");
      await page.goto("/admin/settings");
      await expect(page.getByLabel("Organisation name")).toHaveValue("Vietnamese Youth Community Network e.V.");
      await shot("settings");
      await page.goto(`/admin/manifest?eventId=${eventId}`);
      await expect(page.getByText(`Mai Hoang${run}`).first()).toBeVisible();
      await shot("manifest");
      await page.goto("/admin/inbox");
      await shot("inbox");
      await page.goto("/admin/outbox");
      await expect(page.getByRole("heading", { level: 1, name: "E-mails and refunds to send" })).toBeVisible();
      await shot("outbox");
      await page.goto("/admin/users");
      await shot("users");
      await page.goto("/admin/audit");
      await expect(page.getByText("Registration reopened").first()).toBeVisible();
      await shot("audit");
    });

    test("the messages to an event's attendees fit, pass axe and are captured, one of them opened", async ({ page }) => {
      test.slow();
      const run = `${viewport.name}${Date.now().toString(36)}`;
      await logInThroughForm(page, E2E_ADMIN, "/admin/events");
      const eventId = await campId(page.request);
      await paidOrderWithFlights(page.request, eventId, run);
      const subject = `Shuttle times ${run}`;
      await trpcMutation(page.request, "messages.send", {
        eventId,
        subject,
        body: "The shuttle leaves the station at 14:00.\n\nSee you there!",
        subjectVi: "Giờ xe đón",
        bodyVi: "Xe đón rời nhà ga lúc 14:00.",
        audience: { ticketTypeIds: [], notCheckedInOnly: true },
      });
      await page.goto(`/admin/messages?eventId=${eventId}`);
      await expect(page.getByRole("heading", { level: 1, name: "Messages to attendees" })).toBeVisible();
      await expect(page.getByText(/^This goes to \d+ (person|people)\.$/)).toBeVisible();
      await page.getByRole("button", { name: `Show recipients: ${subject}` }).click();
      await expect(page.getByRole("heading", { level: 3, name: `“${subject}”` })).toBeFocused();
      await expect(page.getByText("Xe đón rời nhà ga lúc 14:00.")).toBeVisible();
      expect.soft(await clippedControls(page), "admin-messages: clipped controls").toEqual([]);
      await checkPage(page, `admin-messages-${viewport.name}`);
    });

    test("an event's waiting list in the back office fits, passes axe and is captured", async ({ page, browser }) => {
      test.slow();
      const run = `${viewport.name}${Date.now().toString(36)}`;
      await logInThroughForm(page, E2E_ADMIN, "/admin/events");
      // One person offered seats, two still waiting (their rows can offer and remove).
      const line = await soldOutEvent(page.request, `Lakeside Weekend ${run}`);
      for (const seats of [2, 1, 3]) {
        const visitor = await browser.newPage();
        await signUpVerifyAndLogin(visitor);
        await trpcMutation(visitor.request, "waitingList.join", { eventId: line.id, seats });
        await visitor.close();
      }
      await line.setCapacity(3);
      await page.goto(`/admin/events/${line.id}/waiting-list`);
      await expect(page.getByRole("heading", { level: 1, name: `Waiting list: ${line.name}` })).toBeVisible();
      await expect(page.getByText(/^Offered until/)).toBeVisible();
      await expect(page.getByRole("button", { name: /^Offer seats to / })).toHaveCount(2);
      await expect(page.getByRole("button", { name: /^Remove .+ from the waiting list$/ })).toHaveCount(3);
      expect.soft(await clippedControls(page), "admin-waiting-list: clipped controls").toEqual([]);
      await checkPage(page, `admin-waiting-list-${viewport.name}`);
    });

    test("every desk page fits, keeps its main action in view, passes axe and is captured", async ({ page }) => {
      test.slow();
      const run = `${viewport.name}${Date.now().toString(36)}`;
      await logInThroughForm(page, E2E_STAFF, "/staff");
      const shot = (name: string) => checkPage(page, `desk-${name}-${viewport.name}`);
      const eventId = await campId(page.request);
      const orderId = await deskSale(page.request, eventId, run);

      await expect(page.getByRole("heading", { level: 1, name: "Camp desk", exact: true })).toBeVisible();
      await shot("home");

      await page.goto("/staff/sale");
      await expect(page.getByRole("button", { name: "Continue" })).toBeVisible();
      await shot("sale");
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByRole("group", { name: "Ticket 1" }).getByLabel("Email (optional)")).toBeVisible();
      await shot("sale-form");

      await page.goto(`/staff/orders/${orderId}`);
      await expect(page.getByRole("button", { name: "Print tickets" })).toBeVisible();
      await shot("order");

      await page.goto("/staff/lookup");
      const search = page.getByLabel("Name, e-mail, order number or scan a QR code");
      await expect(search).toBeInViewport();
      await expect(page.getByRole("button", { name: "Search" })).toBeInViewport();
      await search.fill(`Bich Ngoc${run}`);
      await search.press("Enter");
      const card = page.getByRole("article", { name: `Bich Ngoc${run}` });
      await expect(card).toContainText("Paid");
      await expect(card.getByRole("button", { name: "Check in" })).toBeVisible();
      await shot("lookup");

      await page.goto("/staff/check-in");
      await expect(page.getByText("Choose what this desk checks in for before scanning tickets.")).toBeVisible();
      await shot("check-in-list");
      await chooseCheckInList(page, await checkInEventId(page.request, "Camp Desk Weekend"));
      await expect(page.getByText("Checking in: Camp Desk Weekend")).toBeVisible();
      const code = page.getByLabel("Scan a ticket QR code");
      await expect(code).toBeFocused();
      await expect(code).toBeInViewport();
      await expect(page.getByRole("button", { name: "Check in" })).toBeInViewport();
      await expect(page.getByRole("button", { name: "Scan with camera" })).toBeInViewport();
      // No camera in the test browser: the scanner says so and the typed path keeps working.
      await page.getByRole("button", { name: "Scan with camera" }).click();
      await expect(page.locator(".camera-problem")).toContainText("Use the USB scanner or type the code.");
      await code.fill("not-a-ticket-code");
      await code.press("Enter");
      await expect(page.getByRole("alert").filter({ hasText: "Check-in refused" })).toBeVisible();
      await shot("check-in");

      await page.goto("/staff/settings");
      await shot("settings");
      await page.goto("/staff/sign-in");
      await shot("sign-in");
    });
  });
}
