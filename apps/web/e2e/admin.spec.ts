import { readFileSync } from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { parseCsv } from "@vyc/testkit/csv-parse";
import { logInThroughForm, signUp } from "./support/auth";
import { expect, expectAccessible, test } from "@vyc/testkit/e2e-fixtures";
import { reachCheckout, type Attendee } from "./support/registration";
import { attendeeNamed } from "@vyc/testkit/attendees";
import { E2E_ADMIN, E2E_STAFF } from "@vyc/testkit/e2e-accounts";
import { E2E_MANIFEST_ARRIVALS, E2E_MANIFEST_EVENT } from "@vyc/testkit/e2e-manifest-event";
import { trpcMutation } from "./support/waiting-list";

/** Signs in through the real login form, landing on `target`. */
const signIn = (page: Page, account: { email: string; password: string }, target: string) => logInThroughForm(page, account, target);

/** A photo-sized PNG the organiser uploads. */
const photo = () => sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2c6e9b" } }).png().toBuffer();

const attendee = (firstName: string, lastName: string) =>
  attendeeNamed(firstName, lastName, { age: 20, email: `${firstName.toLowerCase()}@example.test`, expectation: 'Meet everyone, "really"' });

const LAN: Attendee = { firstName: "Lan", lastName: "Vu", gender: "female", age: "20", email: "lan@example.test", phone: "+49 151 23456789", country: "Germany", expectation: 'Meet everyone, "really"' };

/** A paid order of two attendees with their flights, bought with the test payment provider. */
async function buyWithFlights(request: APIRequestContext, eventId: number): Promise<number> {
  const flight = (arrival: string, departure: string, number: string) => ({
    arrivalTransportType: "plane",
    arrivalDatetime: arrival,
    arrivalAirline: "Lufthansa",
    arrivalFlightNumber: number,
    departureTransportType: "train",
    departureDatetime: departure,
    comments: "=1+1",
  });
  const { orderId } = await trpcMutation<{ orderId: number }>(request, "checkout.start", {
    eventId,
    numTickets: 2,
    attendees: { 1: attendee("Mai", "Hoang"), 2: attendee("Tuan", "Ly") },
    logisticCase: "logisticInformation",
    logistics: { 1: flight("2030-07-01T09:10", "2030-07-08T15:00", "LH 100"), 2: flight("2030-07-01T09:40", "2030-07-08T15:30", "LH 200") },
  });
  const { providerOrderId } = await trpcMutation<{ providerOrderId: string }>(request, "checkout.createPayment", { orderId, provider: "test" });
  const { outcome } = await trpcMutation<{ outcome: string }>(request, "checkout.capture", { orderId, providerOrderId });
  expect(outcome).toBe("completed");
  return orderId;
}

async function downloadCsv(page: Page, button: string): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button }).click()]);
  const file = await download.path();
  return parseCsv(readFileSync(file, "utf8"));
}

test("visitors are sent to sign in before the back office", async ({ page }) => {
  await page.goto("/admin/events");
  await expect(page).toHaveURL(/\/login\?_target_path=%2Fadmin%2Fevents$/);
});

test("an admin creates an event with an uploaded image and it appears on /events", async ({ page }) => {
  test.slow();
  await signIn(page, E2E_ADMIN, "/admin/events");
  await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "New event" }).click();
  await expect(page.getByRole("heading", { name: "New event" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByText("Name is required.")).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill("Identity Summer Camp Switzerland");
  await page.getByLabel("Category", { exact: true }).fill("Summer Camp");
  await page.getByLabel("Label").fill("VYC Camp");
  await page.getByLabel("Description", { exact: true }).fill("A week in the Alps with workshops on language and identity.");
  await page.getByLabel("Place", { exact: true }).fill("Jugendherberge Interlaken");
  await page.getByLabel("Location", { exact: true }).fill("Untere Bönigstrasse 3a, 3800 Interlaken, Switzerland");
  await page.getByLabel("Start (UTC)").fill("2030-07-01T09:00");
  await page.getByLabel("End (UTC)").fill("2030-07-08T16:00");
  await page.getByLabel("Year").fill("2030");
  await page.getByLabel("Unit price").fill("540");
  await page.getByLabel("Currency").selectOption("EUR");
  await page.getByLabel("Capacity").fill("90");
  await page.getByLabel("Registration deadline (UTC, optional)").fill("2030-06-01T23:00");
  for (const feature of ["7 days, 6 nights", "All meals"]) {
    await page.getByPlaceholder("New feature").fill(feature);
    await page.getByRole("button", { name: "Add feature" }).click();
  }
  await page.getByPlaceholder("New checklist item").fill("Hiking boots");
  await page.getByRole("button", { name: "Add checklist item" }).click();
  await page.getByLabel(/Upload an image/).setInputFiles({ name: "alps.png", mimeType: "image/png", buffer: await photo() });
  await expect(page.getByLabel("Images 1")).toHaveValue(/^\/uploads\/[a-f0-9]{32}\.png$/);
  await page.getByLabel("Name (Vietnamese)", { exact: true }).fill("Trại hè Bản sắc Thuỵ Sĩ");
  await page.getByLabel("Description (Vietnamese)").fill("Một tuần trên dãy Alps với các buổi sinh hoạt về ngôn ngữ và bản sắc.");
  await page.getByPlaceholder("New Vietnamese feature").fill("7 ngày, 6 đêm");
  await page.getByRole("button", { name: "Add Vietnamese feature" }).click();
  await page.getByPlaceholder("New Vietnamese checklist item").fill("Giày đi bộ đường dài");
  await page.getByRole("button", { name: "Add Vietnamese checklist item" }).click();
  await page.getByLabel("Published on the site").check();
  await page.getByRole("button", { name: "Create event" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Identity Summer Camp Switzerland" })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Name (Vietnamese)", { exact: true })).toHaveValue("Trại hè Bản sắc Thuỵ Sĩ");
  await expect(page.getByLabel("Description (Vietnamese)")).toHaveValue(/^Một tuần trên dãy Alps/);
  await expect(page.getByLabel("Features (Vietnamese) 1")).toHaveValue("7 ngày, 6 đêm");
  await expect(page.getByLabel("What to bring (Vietnamese) 1")).toHaveValue("Giày đi bộ đường dài");
  await page.goto("/events");
  const card = page.getByRole("article", { name: "Identity Summer Camp Switzerland" });
  await expect(card).toContainText("540 €");
  // The card's picture offers the upload's smaller copies, and the browser loads one of them.
  const picture = card.locator("img.card-image");
  await expect(picture).toHaveAttribute("srcset", /\/uploads\/[a-f0-9]{32}-480\.webp 480w, .*-960\.webp 960w, .*-1600\.webp 1600w$/);
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-(480|960|1600)\.webp$/);
  await card.getByRole("link", { name: /See more/ }).click();
  await expect(page.getByText("Hiking boots")).toBeVisible();
  await expect(page.getByText("7 days, 6 nights")).toBeVisible();
});

test("an admin creates a discount code that the public lookup and the checkout accept", async ({ page, browser }) => {
  test.slow();
  await signIn(page, E2E_ADMIN, "/admin/discounts");
  await page.getByLabel("Code").fill("summer20");
  await page.getByLabel("Percent off").fill("20");
  await page.getByLabel("Maximum uses (optional)").fill("30");
  await page.getByRole("button", { name: "Create code" }).click();
  const row = page.getByRole("row", { name: /SUMMER20/ });
  await expect(row).toContainText("20 %");
  await expect(row).toContainText("0 of 30");

  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const res = await visitor.request.get("/api/discount/summer20");
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ voucher: { discount: 20 } });
  await visitor.close();

  await reachCheckout(page, "Identity Summer Camp Germany", [LAN]);
  await expect(page.getByTestId("checkout-total")).toHaveText("490 €");
  await page.getByLabel("Discount code").fill("summer20");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Discount SUMMER20 (−20 %)")).toBeVisible();
  await expect(page.getByTestId("checkout-total")).toHaveText("390 €");

  await page.goto("/admin/discounts");
  await page.getByRole("button", { name: "Deactivate SUMMER20" }).click();
  await expect(page.getByRole("row", { name: /SUMMER20/ })).toContainText("Inactive");
  expect((await page.request.get("/api/discount/SUMMER20")).status()).toBe(422);
});

test("staff export the attendees and the logistics manifest as CSV", async ({ page }) => {
  test.slow();
  await signIn(page, E2E_ADMIN, "/admin/orders");
  const { events } = (await (await page.request.get("/api/events/getEventsNotExpired")).json()) as { events: Array<{ id: number; name: string }> };
  const camp = events.find((e) => e.name === "Identity Summer Camp Germany");
  if (!camp) throw new Error("demo camp missing");
  const orderId = await buyWithFlights(page.request, camp.id);

  await page.getByLabel("Event").selectOption(String(camp.id));
  await page.getByLabel("Status").selectOption("paid");
  await expect(page.getByRole("row", { name: new RegExp(`#${orderId}`) })).toContainText("0 / 2");
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill("hoàng MAI");
  await search.press("Enter");
  await expect(page.getByRole("row", { name: new RegExp(`#${orderId}`) })).toBeVisible();
  await expectAccessible(page);
  await search.fill("nobody-by-that-name");
  await search.press("Enter");
  await expect(page.getByText("No orders match.")).toBeVisible();
  await search.fill("");
  await expect(page.getByRole("row", { name: new RegExp(`#${orderId}`) })).toBeVisible();
  const attendees = await downloadCsv(page, "Export attendees (CSV)");
  const header = attendees[0] ?? [];
  const rowOf = (lastName: string) => Object.fromEntries(header.map((h, i) => [h, attendees.find((r) => r[header.indexOf("Last name")] === lastName)?.[i]]));
  expect(rowOf("Hoang")).toMatchObject({
    Order: String(orderId),
    "Order status": "Paid",
    "Buyer email": E2E_ADMIN.email,
    "First name": "Mai",
    Email: "mai@example.test",
    Phone: "123-456-7890",
    Country: "Germany",
    Expectation: 'Meet everyone, "really"',
    "Arrival flight number": "LH 100",
    "Logistics comments": "'=1+1",
  });
  expect(rowOf("Ly")["First name"]).toBe("Tuan");
  expect(header).not.toContain("Healthcare");

  await page.getByRole("link", { name: `#${orderId}` }).click();
  await expect(page.getByRole("heading", { name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByRole("article", { name: "Ticket 1: Mai Hoang" })).toContainText("LH 100");

  await page.getByRole("link", { name: "Logistics manifest" }).click();
  await page.getByLabel("Event").selectOption(String(camp.id));
  const arrivals = page.getByRole("table", { name: /^09:00 UTC/ }).first();
  await expect(arrivals).toContainText("Mai Hoang");
  await expect(arrivals).toContainText("Tuan Ly");
  await expect(page.getByRole("heading", { name: "Monday 1 July 2030" })).toBeVisible();
  await expectAccessible(page);
  const manifest = await downloadCsv(page, "Export manifest (CSV)");
  expect(manifest[0]?.slice(0, 9)).toEqual(["Direction", "Day (UTC)", "Hour (UTC)", "Time (UTC)", "First name", "Last name", "Transport", "Airline", "Flight number"]);
  expect(manifest.slice(1).map((r) => r.slice(0, 9))).toEqual(
    expect.arrayContaining([
      ["Arrival", "2030-07-01", "09:00", "09:10", "Mai", "Hoang", "Plane", "Lufthansa", "LH 100"],
      ["Arrival", "2030-07-01", "09:00", "09:40", "Tuan", "Ly", "Plane", "Lufthansa", "LH 200"],
      ["Departure", "2030-07-08", "15:00", "15:00", "Mai", "Hoang", "Train", "", ""],
      ["Departure", "2030-07-08", "15:00", "15:30", "Tuan", "Ly", "Train", "", ""],
    ]),
  );

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Export manifest (CSV)" })).toBeHidden();
  await expect(arrivals).toBeVisible();
});

test("staff read a manifest longer than a page, the rest loaded on demand", async ({ page }) => {
  await signIn(page, E2E_STAFF, "/admin/manifest");
  const camp = await page.getByRole("option", { name: new RegExp(`^${E2E_MANIFEST_EVENT}`) }).getAttribute("value");
  await page.getByLabel("Event").selectOption(camp ?? "");
  await expect(page.getByRole("heading", { name: `Arrivals (${E2E_MANIFEST_ARRIVALS} travellers)` })).toBeVisible();
  const lastHour = page.getByRole("table", { name: "11:00 UTC — 25 travellers" });
  await expect(lastHour).toContainText("Traveller No 200");
  await expect(lastHour.getByRole("rowheader")).toHaveCount(20);
  await page.getByRole("button", { name: "Show 5 more" }).click();
  await expect(lastHour).toContainText("Traveller No 205");
  await expect(lastHour.getByRole("rowheader")).toHaveCount(25);
  await expect(page.getByRole("button", { name: /^Show \d+ more$/ })).toHaveCount(0);
});

test("staff use the back office but cannot reach the admin-only screens", async ({ page }) => {
  await signIn(page, E2E_STAFF, "/admin/events");
  const nav = page.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Inbox" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Users" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  for (const path of ["/admin/users", "/admin/audit"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText("This page is for admins only.");
  }
});

test("staff handle the contact inbox and an admin promotes a user to staff", async ({ page }) => {
  test.slow();
  const sent = await page.request.post("/api/mailer/send", {
    data: { firstName: "Hanh", lastName: "Do", email: "hanh@example.test", phone: "+49 151 23456789", subject: "Shuttle from the airport?", message: "Is there a shuttle on arrival day?" },
  });
  expect(sent.status()).toBe(200);
  await signIn(page, E2E_STAFF, "/admin/inbox");
  const message = page.getByRole("article", { name: "Shuttle from the airport?" });
  await expect(message).toContainText("Is there a shuttle on arrival day?");
  await message.getByRole("button", { name: "Mark as handled" }).click();
  await expect(message).toContainText("Handled");

  const volunteer = await signUp(page);
  await page.context().clearCookies();
  await signIn(page, E2E_ADMIN, "/admin/users");
  await page.getByLabel("Search by e-mail").fill(volunteer.email);
  await page.getByRole("button", { name: `Make staff: ${volunteer.email}` }).click();
  await expect(page.getByRole("row", { name: new RegExp(volunteer.email) })).toContainText("Staff");
  await expectAccessible(page);
});

test("an admin sees the audit log of the back-office actions", async ({ page }) => {
  await signIn(page, E2E_ADMIN, "/admin/audit");
  await trpcMutation(page.request, "admin.createDiscount", { code: `A${Date.now().toString(36)}`, percent: 10 });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Audit log" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Discount code created/ }).first()).toContainText(E2E_ADMIN.email);
  await page.getByLabel("Person (e-mail)").fill("nobody-acted@example.test");
  await expect(page.getByText("Nothing recorded yet.")).toBeVisible();
  await page.getByLabel("Person (e-mail)").fill(E2E_ADMIN.email);
  await expect(page.getByRole("row", { name: /Discount code created/ }).first()).toContainText(E2E_ADMIN.email);
  await page.getByLabel("From").fill("2000-01-01");
  await page.getByLabel("To").fill("2000-01-31");
  await expect(page.getByText("Nothing recorded yet.")).toBeVisible();
});
