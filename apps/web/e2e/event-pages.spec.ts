import type { Browser, Page } from "@playwright/test";
import { logInThroughForm } from "./support/auth";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { E2E_ADMIN } from "@vyc/testkit/e2e-accounts";
import { eventInput } from "@vyc/testkit/event-input";
import { trpcMutation } from "./support/waiting-list";

const SITE = "Vietnamese Youth Camps";
/** The e2e server may be reused between runs: this run's events have names of their own. */
const RUN = Date.now().toString(36);
const NAMES = { few: `Few Seats Gathering ${RUN}`, soldOut: `Sold Out Gathering ${RUN}`, closed: `Closed Gathering ${RUN}` };

/** A free in-person event far ahead (after the demo events), created in the back office's API as the admin. */
function gathering(name: string, capacity: number, isRegistrable = true) {
  const year = new Date().getUTCFullYear() + 2;
  return eventInput(year, {
    name,
    eventCategory: "Gathering",
    description: "An evening together.",
    isPublic: true,
    place: "Community Hall",
    location: "Oslo",
    dateStart: `${year}-11-20T17:00`,
    dateEnd: `${year}-11-20T21:00`,
    timeZone: "Europe/Oslo",
    price: 0,
    capacity,
    isRegistrable,
  });
}

const ids: Record<keyof typeof NAMES, number> = { few: 0, soldOut: 0, closed: 0 };

/** Three events as organisers and buyers leave them: 3 seats left, every seat taken, registration closed. */
async function seedEvents(browser: Browser): Promise<void> {
  const admin = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await logInThroughForm(await admin.newPage(), E2E_ADMIN);
  ids.few = (await trpcMutation<{ id: number }>(admin.request, "admin.createEvent", gathering(NAMES.few, 3))).id;
  ids.soldOut = (await trpcMutation<{ id: number }>(admin.request, "admin.createEvent", gathering(NAMES.soldOut, 1))).id;
  ids.closed = (await trpcMutation<{ id: number }>(admin.request, "admin.createEvent", gathering(NAMES.closed, 40, false))).id;
  const participant = { firstName: "Lan", lastName: "Vu", gender: "female", age: 20, email: `lan-${RUN}@example.test`, phone: "+49 151 23456789", country: "Norway", expectation: "Meet people" };
  const registered = await admin.request.post("/api/register/public", { data: { eventId: ids.soldOut, numTickets: 1, participants: { 1: participant }, isOnline: false } });
  expect(registered.status(), await registered.text()).toBe(200);
  await admin.close();
}

test.beforeAll(async ({ browser }) => {
  await seedEvents(browser);
});

const card = (page: Page, name: string) => page.getByRole("article", { name });

test("event cards say how many seats are left, or why an event cannot be booked, and every card has Register now", async ({ page }) => {
  await page.goto("/events");
  await expect(page).toHaveTitle(`Our current events · ${SITE}`);

  const few = card(page, NAMES.few);
  await expect(few.getByText("Only 3 seats left", { exact: true })).toBeVisible();
  await expect(few.getByRole("link", { name: /Register now/ })).toBeVisible();

  const soldOut = card(page, NAMES.soldOut);
  await expect(soldOut.getByText("Sold out", { exact: true })).toBeVisible();
  await expect(soldOut.getByRole("link", { name: `Register now for ${NAMES.soldOut}` })).toHaveAttribute("href", `/events/${ids.soldOut}`);

  const closed = card(page, NAMES.closed);
  await expect(closed.getByText("Registration closed", { exact: true })).toBeVisible();
  await expect(closed.getByRole("link", { name: `Register now for ${NAMES.closed}` })).toBeVisible();

  // Plenty of seats: no note, and "Register now" as before.
  const camp = card(page, "Identity Summer Camp Germany");
  await expect(camp.getByText(/seats? left|Sold out|Registration closed/)).toHaveCount(0);
  await expect(camp.getByRole("link", { name: /Register now/ })).toBeVisible();
});

test("an event page offers tickets only while it can be registered", async ({ page }) => {
  await page.goto(`/events/${ids.few}`);
  await expect(page).toHaveTitle(`${NAMES.few} · ${SITE}`);
  const tickets = page.getByRole("complementary", { name: "Tickets" });
  await expect(tickets.getByText("Only 3 seats left")).toBeVisible();
  await expect(tickets.getByRole("button", { name: "Get a ticket" })).toBeEnabled();
  const more = tickets.getByRole("button", { name: "More tickets" });
  await more.click();
  await more.click();
  await expect(tickets.locator("output")).toHaveText("3");
  await expect(more).toBeDisabled();

  await page.goto(`/events/${ids.soldOut}`);
  await expect(page.getByRole("button", { name: "Sold out" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Get a ticket" })).toHaveCount(0);

  await page.goto(`/events/${ids.closed}`);
  await expect(page.getByRole("button", { name: "Registration closed" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Get a ticket" })).toHaveCount(0);
});

test("times are read in the event's time zone and an online event shows its start time", async ({ page }) => {
  const { events } = (await (await page.request.get("/api/events/getEventsNotExpired")).json()) as { events: Array<{ id: number; name: string; dateStart: string; timeZone: string }> };
  const online = events.find((e) => e.name === "Community Engagement Training (Online)");
  expect(online?.timeZone).toBe("Europe/Berlin");
  const parts = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Europe/Berlin", timeZoneName: "short" }).formatToParts(new Date(online?.dateStart ?? ""));
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  const berlinTime = `${part("hour")}:${part("minute")} ${part("timeZoneName")}`;
  expect(berlinTime).toMatch(/^\d\d:\d\d CES?T$/);

  await page.goto("/events");
  await expect(card(page, "Community Engagement Training (Online)")).toContainText(berlinTime);

  await page.goto(`/events/${ids.few}`);
  // Typed in the back office as 17:00 on 20 November for an Oslo event: 17:00 in Oslo (CET).
  await expect(page.getByRole("complementary", { name: "Tickets" })).toContainText("20 Nov");
  await expect(page.getByRole("complementary", { name: "Tickets" })).toContainText("17:00 CET");
});

test("the share button copies the event's address where the device has no share sheet", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  await page.goto(`/events/${ids.few}`);
  await page.getByRole("button", { name: "Share" }).click();
  const url = new URL(`/events/${ids.few}`, page.url()).href;
  await expect(page.getByText(`Link copied: ${url}`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});

test("the share button opens the device's share sheet with the event's name and address", async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, "sharedData", { value: shared });
    Object.defineProperty(Navigator.prototype, "share", { value: (data: ShareData) => (shared.push(data), Promise.resolve()), configurable: true });
  });
  await page.goto(`/events/${ids.few}`);
  await page.getByRole("button", { name: "Share" }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData)).toEqual([{ title: NAMES.few, url: new URL(`/events/${ids.few}`, page.url()).href }]);
});

test("every page has its own title", async ({ page }) => {
  const pages: Array<[string, string]> = [
    ["/", `Vietnamese Youth Camps — events and tickets`],
    ["/about", `About · ${SITE}`],
    ["/privacy_policy", `Privacy Policy · ${SITE}`],
    ["/login", `Login · ${SITE}`],
    ["/signup", `Signup · ${SITE}`],
    [`/events/${ids.closed}`, `${NAMES.closed} · ${SITE}`],
  ];
  for (const [path, title] of pages) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  await page.getByRole("link", { name: "Events", exact: true }).first().click();
  await expect(page).toHaveTitle(`Our current events · ${SITE}`);
});

test("an unknown address answers 404 with a page that leads home and to the events", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`Page not found · ${SITE}`);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  await page.getByRole("link", { name: "See our events" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole("heading", { level: 1, name: "Our current events" })).toBeVisible();
  await expect(page).toHaveTitle(`Our current events · ${SITE}`);
});
