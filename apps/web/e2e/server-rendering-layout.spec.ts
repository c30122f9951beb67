// The shared fixtures wait for the network to be idle after each page load, which never comes here:
// the browser's fresh reads of the events are held back (see below), so this test uses Playwright's own.
import { expect, test } from "@playwright/test";

test("the server's pages do not move as they come alive", async ({ page }) => {
  // Every layout shift from the first paint on, as the browser reports it (the sum is the page's CLS).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/events");
  const eventPage = await page.getByRole("article", { name: "Identity Summer Camp Germany" }).getByRole("link", { name: /See more/ }).getAttribute("href");
  // The pages keep the events the server rendered them with: a sale or an edit made by another test
  // before the browser reads them afresh would rightly change the page, which is not what this measures.
  await page.route(/\/trpc\/events\./, () => new Promise<void>(() => undefined));
  for (const path of ["/", "/events", eventPage ?? ""]) {
    await page.goto(path);
    // The header's sign-in link shows once the app has come alive and knows the visitor is signed out.
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts), path).toEqual([]);
  }
});
