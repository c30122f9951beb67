// The shared fixtures check each page by running scripts in it (accessibility, console errors),
// which a browser without JavaScript does not: these tests read the page as such a visitor sees it.
import { expect, test } from "@playwright/test";

test.use({ javaScriptEnabled: false });

test("the events page shows the upcoming events as the server sent them", async ({ page }) => {
  await page.goto("/events");
  await expect(page.getByRole("heading", { level: 1, name: "Our current events" })).toBeVisible();
  const camp = page.getByRole("article", { name: "Identity Summer Camp Germany" });
  await expect(camp).toContainText("490 €");
  // The card's picture is decoration (no text): its size is known before it loads.
  await expect(camp.locator("img")).toHaveAttribute("width", "1600");
  await expect(camp.locator("img")).toHaveAttribute("height", "900");
  await expect(page.getByRole("article", { name: "Activism Seminar for Social Impact" })).toContainText("$180");
  await expect(page.getByRole("link", { name: "Register now for Identity Summer Camp Germany" })).toHaveAttribute("href", /^\/events\/\d+$/);
});

test("the home page comes laid out by its screens' styles", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The carousel shows one event at a time: its slides side by side, the next ones out of its frame.
  const carousel = page.getByRole("region", { name: "Upcoming events" });
  const slides = carousel.getByRole("group");
  expect(await slides.count()).toBeGreaterThan(1);
  const [frame, first, second] = await Promise.all([carousel.boundingBox(), slides.nth(0).boundingBox(), slides.nth(1).boundingBox()]);
  expect(second?.y).toBe(first?.y);
  expect(frame?.height).toBeLessThan(2 * (first?.height ?? 0));
});

test.describe("in Vietnamese", () => {
  test.use({ locale: "vi-VN" });

  test("an event's page shows the event and its ticket box", async ({ page }) => {
    await page.goto("/events");
    await expect(page.getByRole("heading", { level: 1, name: "Các sự kiện hiện có" })).toBeVisible();
    const href = await page.locator('a.btn-primary[href^="/events/"]').first().getAttribute("href");
    await page.goto(href ?? "");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Without the app a click would do nothing: the button says so.
    await expect(page.getByRole("button", { name: "Lấy vé" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "Thêm vào lịch" })).toBeVisible();
  });
});
