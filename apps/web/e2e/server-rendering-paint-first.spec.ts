import { expect, test } from "@vyc/testkit/e2e-fixtures";

/** When the page first painted, and when the browser asked for each of its scripts (ms since the page was opened). */
function paintAndScripts(): { paint: number; scripts: number[] } {
  const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
  const scripts = (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
    .filter((entry) => /\/assets\/.+\.js$/.test(entry.name) && !/\/start-app-/.test(entry.name))
    .map((entry) => entry.startTime);
  return { paint, scripts };
}

for (const path of ["/", "/events", "/events/1"]) {
  test(`${path} is painted as the server sent it before the app's scripts are fetched, then comes alive`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The header's account buttons work only once the app runs.
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    const { paint, scripts } = await page.evaluate(paintAndScripts);
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(2);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint);
  });
}

test("a page the server leaves to the app (sign-in) starts its app at once", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  const { scripts } = await page.evaluate(paintAndScripts);
  expect(scripts.length).toBeGreaterThan(2);
});
