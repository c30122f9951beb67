import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1"]);

/** Waits until transitions and finite animations are over, so colours are read as shown (a toast fading in has not reached its contrast yet). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Infinity));
}

/** Fails on serious or critical accessibility violations of the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  await settled(page);
  // Legacy mode checks each frame in place; the default opens a blank page per check to merge
  // frame results, which more than doubles its time and our pages have no cross-origin frames.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    `accessibility violations on ${page.url()}`,
  ).toEqual([]);
}

interface Guards {
  /** Requests that tried to leave localhost (they are aborted). */
  externalRequests: string[];
  consoleErrors: string[];
}

/**
 * Every test's page: requests leaving localhost are aborted and reported, console errors fail the
 * test, and every `page.goto` also runs the accessibility check.
 */
export const test = base.extend<{ guards: Guards }>({
  guards: async ({ browserName: _ }, use) => {
    await use({ externalRequests: [], consoleErrors: [] });
  },
  page: async ({ page, guards }, use) => {
    await page.route("**/*", (route) => {
      const url = new URL(route.request().url());
      if (url.protocol.startsWith("http") && !LOCAL_HOSTS.has(url.hostname)) {
        guards.externalRequests.push(url.href);
        return route.abort("blockedbyclient");
      }
      return route.continue();
    });
    page.on("console", (msg) => {
      if (msg.type() === "error" && !msg.text().startsWith("Failed to load resource")) guards.consoleErrors.push(msg.text());
    });
    page.on("pageerror", (error) => guards.consoleErrors.push(error.message));
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForLoadState("networkidle");
      await expectAccessible(page);
      return response;
    };
    await use(page);
    expect(guards.consoleErrors, "console errors").toEqual([]);
    expect(guards.externalRequests, "requests leaving localhost").toEqual([]);
  },
});

export { expect };
