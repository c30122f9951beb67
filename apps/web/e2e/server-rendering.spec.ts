import { expect, test } from "@vyc/testkit/e2e-fixtures";

test("the browser takes over the server's page without rendering it again", async ({ page }) => {
  // The heading as the server sent it, kept before the app starts: hydration keeps that element,
  // where a mismatch would make the browser build the page anew.
  await page.addInitScript(() => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive") (window as unknown as { servedHeading: Element | null }).servedHeading = document.querySelector("h1");
    });
  });
  // The page is opened once the network is idle: the app has started and read the events afresh.
  await page.goto("/events");
  const camp = page.getByRole("article", { name: "Identity Summer Camp Germany" });
  await expect(camp).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { servedHeading: Element | null }).servedHeading === document.querySelector("h1"))).toBe(true);

  await camp.getByRole("link", { name: /See more/ }).click();
  await expect(page).toHaveURL(/\/events\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Identity Summer Camp Germany" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Get a ticket" })).toBeEnabled();
});
