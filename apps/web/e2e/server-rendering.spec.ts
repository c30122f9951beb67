import type { Page } from "@playwright/test";
import { E2E_ADMIN } from "@vyc/testkit/e2e-accounts";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { logInThroughForm, signUpVerifyAndLogin } from "./support/auth";
import { soldOutEvent } from "./support/waiting-list";

/** Opens `path` as a full page load on a slow phone, where the page's content is taken over well after the header. */
async function openOnSlowPhone(page: Page, path: string): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
  await page.evaluate((target) => window.location.assign(target), path);
  return async () => void (await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 }));
}

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

test.describe("a language chosen while the browser is still taking the page over", () => {
  const PAGES = [
    { path: "/", heading: "Cùng nhau lớn lên, dù nhà ở nơi đâu" },
    { path: "/events", heading: "Các sự kiện hiện có" },
    { path: "/events/1", heading: "Trại hè Bản sắc tại Đức" },
  ];
  for (const { path, heading } of PAGES) {
    test(`${path} takes the page over as served, then shows the language chosen`, async ({ page }) => {
      await page.goto("/about");
      const done = await openOnSlowPhone(page, path);
      // The header's switch works as soon as the header is taken over.
      await page.getByRole("banner").getByRole("button", { name: "Tiếng Việt" }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await done();
    });
  }
});

test("a sold-out event's page is taken over as served while the sign-in is checked, then offers its waiting list", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const office = await browser.newPage();
  await logInThroughForm(office, E2E_ADMIN, "/admin/events");
  const event = await soldOutEvent(office.request, `Hydration Weekend ${Date.now().toString(36)}`);
  await office.close();

  await page.goto("/about");
  let done = await openOnSlowPhone(page, `/events/${event.id}`);
  await expect(page.getByRole("link", { name: "Sign in to join the waiting list" })).toBeVisible();
  await done();

  await signUpVerifyAndLogin(page);
  done = await openOnSlowPhone(page, `/events/${event.id}`);
  await expect(page.getByRole("button", { name: "Join the waiting list" })).toBeEnabled();
  await done();
});
