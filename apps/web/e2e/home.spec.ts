import type { Page } from "@playwright/test";
import { DISCORD_INVITE } from "@vyc/app/site-links";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { stubProcedure } from "./support/trpc-stub";

/** The home carousel's autoplay delay. */
const AUTOPLAY_MS = 2_500;
const SEEDED_UPCOMING = ["Identity Summer Camp Germany", "Activism Seminar for Social Impact", "Community Engagement Training (Online)", "Skill-building Weekend Copenhagen"];

/** The upcoming events as the API lists them, soonest first (other tests may have added some). */
async function upcomingNames(page: Page): Promise<string[]> {
  const { events } = (await (await page.request.get("/api/events/getEventsNotExpired")).json()) as { events: Array<{ name: string }> };
  return events.map((e) => e.name);
}

test.describe("home", () => {
  // The home page is long and every visit runs a full accessibility scan.
  test.describe.configure({ timeout: 60_000 });

  test("the hero has a title and leads to the introduction and to the events", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("section.hero");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText("Grow up together, wherever home is");
    await hero.getByRole("link", { name: "Learn more" }).click();
    await expect(page).toHaveURL(/\/introduction$/);
    await expect(page.getByRole("heading", { level: 1, name: "Introduction" })).toBeVisible();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
    await page.locator("section.hero").getByRole("link", { name: "More events" }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole("heading", { name: "Our current events" })).toBeVisible();
  });

  test("a carousel shows every upcoming event and moves on by itself every 2.5 seconds", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    const upcoming = await upcomingNames(page);
    expect(upcoming).toEqual(expect.arrayContaining(SEEDED_UPCOMING));
    const carousel = page.getByRole("region", { name: "Upcoming events" });
    const slides = carousel.getByRole("group");
    await expect(slides).toHaveCount(upcoming.length);
    for (const [i, name] of upcoming.entries()) {
      await expect(slides.nth(i)).toHaveAccessibleName(`${i + 1} of ${upcoming.length}`);
      await expect(slides.nth(i)).toContainText(name);
    }
    await expect(carousel).not.toContainText("Summer Camp Norway");

    const dot = (n: number) => carousel.getByRole("button", { name: `Go to slide ${n}`, exact: true });
    const current = async () => Number((await carousel.locator('[aria-current="true"]').getAttribute("aria-label"))?.replace("Go to slide ", ""));
    const after = (n: number) => (n % upcoming.length) + 1;
    // From here the page's time moves only when the test moves it: one autoplay delay, one slide on.
    await page.clock.pauseAt(Date.now() + 1_000);
    const first = await current();
    await page.clock.runFor(AUTOPLAY_MS);
    await expect(dot(after(first))).toHaveAttribute("aria-current", "true");
    await page.clock.runFor(AUTOPLAY_MS);
    await expect(dot(after(after(first)))).toHaveAttribute("aria-current", "true");

    await carousel.getByRole("button", { name: "Pause slideshow" }).click();
    await expect(carousel.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    const paused = await current();
    await page.clock.runFor(3 * AUTOPLAY_MS);
    await expect(dot(paused)).toHaveAttribute("aria-current", "true");
    await page.clock.resume();

    await carousel.getByRole("button", { name: "Go to slide 2", exact: true }).click();
    await expect(dot(2)).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect(dot(1)).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("link", { name: `See the event ${upcoming[0]}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: upcoming[0] })).toBeVisible();
  });

  test("the carousel stays still for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Upcoming events" });
    await expect(carousel.getByRole("group")).toHaveCount((await upcomingNames(page)).length);
    await expect(carousel.getByRole("button", { name: /slideshow/ })).toHaveCount(0);
    await page.clock.runFor(3 * AUTOPLAY_MS);
    await expect(carousel.getByRole("button", { name: "Go to slide 1", exact: true })).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(carousel.getByRole("button", { name: "Go to slide 2", exact: true })).toHaveAttribute("aria-current", "true");
  });

  test("a loader shows while the events load", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.goto("/about");
    await stubProcedure(page, "events.getEventsNotExpired", { data: [] }, held);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
    await expect(page.locator("section.hero").getByRole("status")).toContainText("Loading events");
    release();
    await expect(page.locator("section.hero").getByRole("status")).toHaveCount(0);
  });

  test("without upcoming events the hero shows a picture instead of the carousel", async ({ page }) => {
    await stubProcedure(page, "events.getEventsNotExpired", { data: [] });
    await page.goto("/");
    const hero = page.locator("section.hero");
    await expect(hero.getByRole("img", { name: "Illustration of mountains by a lake under the sun" })).toHaveAttribute("src", "/images/hero.svg");
    await expect(page.getByRole("region", { name: "Upcoming events" })).toHaveCount(0);
  });

  test("about us, what we do, the social feed, our journey, testimonials and the team", async ({ page }) => {
    await page.goto("/");

    const about = page.getByRole("region", { name: "About us" });
    await expect(about).toContainText("volunteer-run network");
    await about.getByRole("link", { name: "Learn more" }).click();
    await expect(page).toHaveURL(/\/introduction$/);
    await page.goBack();

    const activities = page.getByRole("region", { name: "What we do" }).getByRole("heading", { level: 3 });
    await expect(activities).toHaveText(["Identity summer camps", "Activism seminars for social impact", "Skill-building and community engagement training"]);

    const feed = page.getByRole("region", { name: "Follow our community" });
    const feedLink = feed.getByRole("link", { name: /See our latest posts on Instagram/ });
    await expect(feedLink).toHaveAttribute("href", "https://www.instagram.com/vyc.network");
    await expect(feedLink).toHaveAttribute("target", "_blank");
    await expect(page.locator("iframe")).toHaveCount(0);

    const journey = page.getByRole("region", { name: "Our journey" }).getByRole("heading", { level: 3 });
    await expect(journey).toHaveText(["Germany", "Norway", "France", "Switzerland", "London", "Denmark", "Canada", "Australia", "United States"]);

    const testimonials = page.getByRole("region", { name: "Testimonials" });
    const quotes = testimonials.getByRole("group");
    await expect(quotes).toHaveCount(3);
    for (const [i, [author, camp]] of [["Mai Anh", "Identity Summer Camp Germany"], ["Quang", "Activism Seminar Toronto"], ["Thu Trang", "Summer Camp Norway"]].entries()) {
      await expect(quotes.nth(i).locator("blockquote")).not.toBeEmpty();
      await expect(quotes.nth(i).locator("figcaption")).toHaveText(`${author}${camp}`);
    }
    await testimonials.getByRole("button", { name: "Next slide" }).click();
    await expect(testimonials.getByRole("button", { name: "Go to slide 2", exact: true })).toHaveAttribute("aria-current", "true");

    const team = page.getByRole("region", { name: "Our team" }).getByRole("listitem");
    await expect(team).toHaveCount(3);
    await expect(team.getByRole("paragraph")).toHaveText(["USA Representative", "EU Representative", "EU Representative"]);
  });

  test("Join our Discord opens the invitation in a new tab without access to this page", async ({ page, context }) => {
    await context.route(`${DISCORD_INVITE}**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>Invitation</title>" }));
    await page.goto("/");
    const cta = page.getByRole("region", { name: "Join our Discord" }).getByRole("link", { name: /Join our Discord/ });
    await expect(cta).toHaveAttribute("href", DISCORD_INVITE);
    await expect(cta).toHaveAttribute("target", "_blank");
    await expect(cta).toHaveAttribute("rel", /\bnoopener\b/);
    const [popup] = await Promise.all([context.waitForEvent("page"), cta.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(DISCORD_INVITE);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
  });

  test("the contact form closes the page", async ({ page }) => {
    await page.goto("/");
    const contact = page.getByRole("region", { name: "Contact us" });
    await expect(contact.getByRole("form", { name: "Contact form" })).toBeVisible();
    const sections = await page.locator("main > section").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("aria-labelledby")));
    expect(sections.at(-1)).toBe("contact-title");
  });
});
