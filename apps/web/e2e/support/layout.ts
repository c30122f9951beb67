import type { Page } from "@playwright/test";
import { expect } from "@vyc/testkit/e2e-fixtures";

/**
 * The visible controls the layout cuts: partly outside the window's width, partly hidden by a box
 * that does not scroll (overflow hidden or clip), or with a label wider than the control itself.
 * Controls hidden on purpose (visually hidden, entirely off-screen until focused) are not counted.
 */
export async function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    const cuts = (outer: DOMRect, inner: DOMRect) => {
      const overlaps = inner.right > outer.left && inner.left < outer.right && inner.bottom > outer.top && inner.top < outer.bottom;
      const inside = inner.left >= outer.left - 1 && inner.right <= outer.right + 1 && inner.top >= outer.top - 1 && inner.bottom <= outer.bottom + 1;
      return overlaps && !inside;
    };
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const el of document.querySelectorAll("a[href], button, select, textarea, summary, input:not([type=hidden]), [role=button], [role=link], [role=tab]")) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden") continue;
      if (box.right > 0 && box.left < width && (box.left < -1 || box.right > width + 1)) {
        found.push(`${describe(el)} runs past the window's edge`);
        continue;
      }
      const isField = el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement;
      if (!isField && el.scrollWidth > el.clientWidth + 1 && style.overflowX !== "visible") {
        found.push(`${describe(el)} is wider than its box`);
        continue;
      }
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const p = getComputedStyle(parent);
        const clips = [p.overflowX, p.overflowY].some((o) => o === "hidden" || o === "clip");
        if (clips && cuts(parent.getBoundingClientRect(), box)) {
          found.push(`${describe(el)} is cut by ${parent.tagName.toLowerCase()}.${[...parent.classList].join(".")}`);
          break;
        }
      }
    }
    return found;
  });
}

/** Fails the test when the page scrolls sideways at this window width. */
export async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth, `sideways scroll at ${width} px`).toBeLessThanOrEqual(clientWidth);
}
