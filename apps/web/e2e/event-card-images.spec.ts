import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { expectNoSidewaysScroll } from "./support/layout";

const PHONE = { width: 390, height: 844 };

/** Sums the page's layout shifts (Cumulative Layout Shift) from its first paint. */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** Each card's box on the page and its picture's. */
const cardBoxes = (page: Page) =>
  page.locator("article.event-card").evaluateAll((articles) =>
    articles.map((article) => {
      const card = article.getBoundingClientRect();
      const image = article.querySelector("img")?.getBoundingClientRect();
      return { top: card.top + scrollY, bottom: card.bottom + scrollY, width: card.width, image: image && { width: image.width, height: image.height, top: image.top + scrollY } };
    }),
  );

test.use({ viewport: PHONE });

test("on a 390 px phone four event cards fit in about two screens, each picture a 16:9 thumbnail, with nothing shifting as pictures load", async ({ page }) => {
  const layoutShift = await watchLayoutShifts(page);
  await page.goto("/events");
  await expect(page.locator("article.event-card").nth(3)).toBeVisible();
  await expectNoSidewaysScroll(page, PHONE.width);

  const boxes = await cardBoxes(page);
  const [first, , , fourth] = boxes;
  expect(fourth, "four cards").toBeDefined();
  expect((fourth?.bottom ?? 0) - (first?.top ?? 0), "four cards in about two screens").toBeLessThanOrEqual(2.2 * PHONE.height);
  for (const box of boxes) {
    expect(box.image, "each card has its picture").toBeDefined();
    expect(box.image?.width ?? 0).toBeLessThan(box.width / 2);
    expect((box.image?.width ?? 0) / (box.image?.height ?? 1)).toBeCloseTo(16 / 9, 1);
  }
  // The demo pictures are SVG drawings, which scale: no smaller copies are offered for them.
  await expect(page.locator("article.event-card img[src$='.svg']").first()).not.toHaveAttribute("srcset", /./);

  // Lazy pictures load as they come near the screen: each card is scrolled to, as a visitor would, however many there are.
  for (const picture of await page.locator("article.event-card img").all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  }
  expect(await layoutShift(), "layout shift").toBeLessThan(0.05);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test("on a 1280 px laptop the cards' pictures are 16:9 above their text, and the first cards' names show on the first screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/events");
  const [first] = await cardBoxes(page);
  // Only the card's 1 px border lies around its picture.
  expect((first?.image?.top ?? 0) - (first?.top ?? 0)).toBeLessThanOrEqual(1);
  expect((first?.width ?? 0) - (first?.image?.width ?? 0)).toBeLessThanOrEqual(2);
  expect((first?.image?.width ?? 0) / (first?.image?.height ?? 1)).toBeCloseTo(16 / 9, 1);
  await expect(page.locator("article.event-card h2").first()).toBeInViewport();
  await expectNoSidewaysScroll(page, 1280);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});
