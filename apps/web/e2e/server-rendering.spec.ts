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

test("the server's pages do not move as they come alive", async ({ page }) => {
  // Every layout shift from the first paint on, as the browser reports it (the sum is the page's CLS).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  for (const path of ["/", "/events"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts), path).toEqual([]);
  }
  await page.getByRole("article", { name: "Identity Summer Camp Germany" }).getByRole("link", { name: /See more/ }).click();
  await expect(page.getByRole("button", { name: "Get a ticket" })).toBeEnabled();
  await page.reload();
  await expect(page.getByRole("button", { name: "Get a ticket" })).toBeEnabled();
  await page.waitForLoadState("networkidle");
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts), "/events/{id}").toEqual([]);
});
