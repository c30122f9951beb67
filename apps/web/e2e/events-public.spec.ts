import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { recordHistory, stubProcedure } from "./support/trpc-stub";

const DATE_RANGE = /\d{1,2} [A-Z][a-z]{2}( \d{4})? - \d{1,2} [A-Z][a-z]{2} \d{4}|\d{1,2} [A-Z][a-z]{2} \d{4}/;

test("each event card shows name, category, a 5-line description, dates, price, links and the footer line", async ({ page }) => {
  await page.goto("/events");
  const card = page.getByRole("article", { name: "Identity Summer Camp Germany" });
  await expect(card.getByRole("heading", { name: "Identity Summer Camp Germany" })).toBeVisible();
  await expect(card).toContainText("Summer Camp");
  const description = card.getByText(/A week by the lake near Berlin/);
  await expect(description).toHaveCSS("-webkit-line-clamp", "5");
  await expect(description).toHaveCSS("overflow", "hidden");
  await expect(card.locator("time")).toHaveText(DATE_RANGE);
  await expect(card).toContainText("490 €");
  await expect(card.locator("footer")).toHaveText("Invoices and receipts available for easy reimbursement");

  const online = page.getByRole("article", { name: "Community Engagement Training (Online)" });
  // An online event (one evening) shows its start time in its own zone.
  await expect(online.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d CES?T$/);
  await expect(online).toContainText("Free event - registration required");

  const href = await card.getByRole("link", { name: /See more/ }).getAttribute("href");
  expect(href).toMatch(/^\/events\/\d+$/);
  await expect(card.getByRole("link", { name: /Register now/ })).toHaveAttribute("href", href ?? "");
  await card.getByRole("link", { name: /Register now/ }).click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("without upcoming events the list says so", async ({ page }) => {
  await stubProcedure(page, "events.getEventsNotExpired", { data: [] });
  await page.goto("/events");
  await expect(page.getByText("No events available at the moment.")).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(0);
});

test("a failed list load shows the empty list", async ({ page }) => {
  await stubProcedure(page, "events.getEventsNotExpired", { error: { message: "Down", httpStatus: 500, code: "INTERNAL_SERVER_ERROR" } });
  // Opened from another page, the list is loaded by the browser (the server sends /events with its events).
  await page.goto("/about");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events", exact: true }).click();
  // The list asks three more times (1, 2 and 4 seconds apart) before it gives up.
  await expect(page.getByText("No events available at the moment.")).toBeVisible({ timeout: 15_000 });
});

test("the event page shows everything about the event and a ticket stepper from 1 to 8", async ({ page }) => {
  const pushes = await recordHistory(page);
  await page.goto("/events");
  await page.getByRole("article", { name: "Identity Summer Camp Germany" }).getByRole("link", { name: /See more/ }).click();
  const id = /\/events\/(\d+)$/.exec(page.url())?.[1];

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Identity Summer Camp Germany");
  await expect(page.getByText("Summer Camp", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "Identity Summer Camp Germany photo" })).toHaveCount(3);
  await expect(page.getByRole("complementary", { name: "Tickets" })).toContainText("490 €");
  await expect(page.locator(".features li")).toHaveText(["7 days, 6 nights", "Accommodation and all meals", "Workshops in Vietnamese and English", "Airport shuttle on arrival day"]);
  await expect(page.getByText("Badeweg 1, 14129 Berlin, Germany")).toBeVisible();
  const facts = page.locator("dl.facts");
  await expect(facts).toContainText("Dates");
  await expect(facts.locator("time").first()).toHaveText(DATE_RANGE);
  await expect(facts).toContainText("Registration deadline");
  await expect(page.getByText(/A week by the lake near Berlin/)).toBeVisible();
  await expect(page.locator(".checklist li")).toContainText(["Passport or ID card", "Sleeping bag", "Swimwear"]);

  await expect(page.getByText(/1 to 5 tickets/)).toBeVisible();
  const count = page.locator("output#quantity");
  const fewer = page.getByRole("button", { name: "Fewer tickets" });
  const more = page.getByRole("button", { name: "More tickets" });
  await expect(count).toHaveText("1");
  await expect(fewer).toBeDisabled();
  for (let n = 2; n <= 8; n += 1) {
    await more.click();
    await expect(count).toHaveText(String(n));
  }
  await expect(more).toBeDisabled();
  await fewer.click();
  await fewer.click();
  await fewer.click();
  await fewer.click();
  await fewer.click();
  await expect(count).toHaveText("3");

  await page.getByRole("button", { name: "Get a ticket" }).click();
  await expect.poll(async () => (await pushes()).find((p) => p.url.startsWith(`/register/${id}/`))).toMatchObject({ url: `/register/${id}/3`, state: { isOnline: false } });

  await page.goto(`/events/${id}`);
  await page.getByRole("link", { name: /Back/ }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test("an online event passes isOnline to the registration", async ({ page }) => {
  const pushes = await recordHistory(page);
  await page.goto("/events");
  await page.getByRole("article", { name: "Community Engagement Training (Online)" }).getByRole("link", { name: /Register now/ }).click();
  const id = /\/events\/(\d+)$/.exec(page.url())?.[1];
  await expect(page.getByRole("complementary", { name: "Tickets" })).toContainText("Free event - registration required");
  await page.getByRole("button", { name: "Get a ticket" }).click();
  await expect.poll(async () => (await pushes()).find((p) => p.url.startsWith(`/register/${id}/`))).toMatchObject({ url: `/register/${id}/1`, state: { isOnline: true } });
});
