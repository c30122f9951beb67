import { E2E_ADMIN } from "@vyc/testkit/e2e-accounts";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { logInThroughForm, signUpVerifyAndLogin } from "./support/auth";

test.describe.configure({ timeout: 90_000 });

const RUN = Date.now().toString(36);
const YEAR = new Date().getUTCFullYear() + 3;
const NAME = `Paris Evening ${RUN}`;

test("a deadline typed as 22:00 for a Paris event shows 22:00 in Paris to buyers, and the account reads times in the right zones", async ({ page, browser }) => {
  await logInThroughForm(page, E2E_ADMIN, "/admin/events/new");
  await page.getByLabel("Name", { exact: true }).fill(NAME);
  await page.getByLabel("Category", { exact: true }).fill("Seminar");
  await page.getByLabel("Description", { exact: true }).fill("An evening of talks by the Seine.");
  await page.getByLabel("Public (free) event").check();
  await page.getByLabel("Place", { exact: true }).fill("Maison des associations");
  await page.getByLabel("Location", { exact: true }).fill("Paris, France");
  // Typed first, on the UTC clock the new form starts with; choosing Paris keeps the times as typed.
  await page.getByLabel("Start (UTC)").fill(`${YEAR}-08-01T00:30`);
  await page.getByLabel("End (UTC)").fill(`${YEAR}-08-01T23:00`);
  await page.getByLabel("Registration deadline (UTC, optional)").fill(`${YEAR}-07-20T22:00`);
  await page.getByLabel("Time zone").fill("Europe/Paris");
  const deadline = page.getByLabel("Registration deadline (Europe/Paris, optional)");
  await expect(deadline).toHaveValue(`${YEAR}-07-20T22:00`);
  await expect(page.getByLabel("Start (Europe/Paris)")).toHaveValue(`${YEAR}-08-01T00:30`);
  await page.getByLabel("Year").fill(String(YEAR));
  await page.getByLabel("Unit price").fill("0");
  await page.getByLabel("Capacity").fill("40");
  await page.getByLabel("Category (Vietnamese)").fill("Hội thảo");
  await page.getByLabel("Place (Vietnamese)").fill("Nhà các hiệp hội");
  await page.getByLabel("Location (Vietnamese)").fill("Paris, Pháp");
  await page.getByLabel("Published on the site").check();
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Registration deadline (Europe/Paris, optional)")).toHaveValue(`${YEAR}-07-20T22:00`);
  const eventId = /\/admin\/events\/(\d+)/.exec(page.url())?.[1];
  expect(eventId).toBeTruthy();

  // The REST answer keeps ISO instants: 22:00 in Paris in July is 20:00 UTC.
  const { event } = (await (await page.request.get(`/api/events/${eventId}/getData`)).json()) as { event: Record<string, unknown> };
  expect(event).toMatchObject({ timeZone: "Europe/Paris", registrationDeadline: `${YEAR}-07-20T20:00:00.000Z`, dateStart: `${YEAR}-07-31T22:30:00.000Z` });

  // A buyer in Toronto sees the event's times on the Paris clock, and when they ordered on their own.
  const toronto = await browser.newContext({ baseURL: test.info().project.use.baseURL, timezoneId: "America/Toronto" });
  try {
    const buyer = await toronto.newPage();
    await buyer.goto(`/events/${eventId}`);
    const tickets = buyer.getByRole("complementary", { name: "Tickets" });
    await expect(tickets).toContainText(`20 Jul ${YEAR}, 22:00 CEST`);
    await expect(tickets).toContainText(`1 Aug ${YEAR}, 00:30 CEST`);

    await signUpVerifyAndLogin(buyer);
    const attendee = { gender: "female", age: 24, phone: "+33 6 12 34 56 78", country: "France", expectation: "Meet people", firstName: "Lan", lastName: "Pham", email: `lan-${RUN}@example.test` };
    const res = await buyer.request.post("/api/register/public", { data: { eventId: Number(eventId), numTickets: 1, isOnline: false, participants: { "1": attendee } } });
    expect(res.status(), await res.text()).toBeLessThan(300);
    await buyer.goto("/account/tickets");
    const order = buyer.getByRole("article", { name: NAME });
    // The event's day is its day in Paris (1 August), not in UTC or Toronto (31 July).
    await expect(order.getByRole("listitem").filter({ hasText: "Lan Pham" })).toContainText(`Seminar · 1 Aug ${YEAR}`);
    await expect(order.getByRole("listitem").filter({ hasText: "Lan Pham" })).toContainText("Maison des associations, Paris, France");
    await expect(order).toContainText(/Order #\d+ · \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d E[SD]T/);

    await buyer.getByRole("banner").getByRole("group").getByRole("button", { name: "Tiếng Việt" }).click();
    await expect(order.getByRole("listitem").filter({ hasText: "Lan Pham" })).toContainText("Hội thảo");
    await expect(order.getByRole("listitem").filter({ hasText: "Lan Pham" })).toContainText("Nhà các hiệp hội, Paris, Pháp");
  } finally {
    await toronto.close();
  }
});

test("the seeded events show their Vietnamese category, place and location on the Vietnamese site", async ({ page }) => {
  await page.goto("/events");
  await page.getByRole("banner").getByRole("group").getByRole("button", { name: "Tiếng Việt" }).click();
  const camp = page.getByRole("article", { name: "Trại hè Bản sắc tại Đức" });
  await expect(camp.locator(".eyebrow")).toHaveText("Trại hè");
  await expect(camp).toContainText("Nhà nghỉ thanh niên Am Wannsee");
  const online = page.getByRole("article", { name: "Tập huấn Gắn kết Cộng đồng (Trực tuyến)" });
  await expect(online.locator(".eyebrow")).toHaveText("Khoá đào tạo");
  await expect(online).toContainText("Trực tuyến");

  await camp.getByRole("link", { name: /Trại hè Bản sắc tại Đức/ }).first().click();
  const tickets = page.getByRole("complementary", { name: "Vé" });
  await expect(tickets).toContainText("Nhà nghỉ thanh niên Am Wannsee");
  await expect(tickets).toContainText("Badeweg 1, 14129 Berlin, Đức");
  await expect(tickets.locator(".lang-badge")).toHaveCount(0);
});
