import { expect, test } from "@vyc/testkit/e2e-fixtures";

const server = `http://localhost:${process.env.E2E_PORT ?? "3100"}`;

test("the kiosk renderer shows the same events screens against the server", async ({ page }) => {
  await page.goto(`/?server=${encodeURIComponent(server)}#/events`);
  await expect(page.getByRole("heading", { name: "Our current events" })).toBeVisible();
  const camp = page.getByRole("article", { name: "Identity Summer Camp Germany" });
  await expect(camp).toContainText("490 €");
  // Card images load lazily: the camp's comes once its card is scrolled to, after the events before it.
  await camp.locator("img").scrollIntoViewIfNeeded();
  await expect(camp.locator("img")).toHaveJSProperty("complete", true);
  await expect(camp.locator("img")).not.toHaveJSProperty("naturalWidth", 0);

  await camp.getByRole("link", { name: /See more/ }).click();
  await expect(page).toHaveURL(/#\/events\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Identity Summer Camp Germany" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Get a ticket" })).toBeEnabled();
});
