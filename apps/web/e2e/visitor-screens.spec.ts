import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test as base, type Page } from "@playwright/test";
import { logInThroughForm, signUpVerifyAndLogin } from "./support/auth";
import { settled } from "@vyc/testkit/e2e-fixtures";
import { clippedControls } from "./support/layout";
import { waitForMail } from "@vyc/testkit/e2e-mailbox";
import { fillAttendee, openEvent, reachAttendanceConfirmation, reachCheckout, type Attendee } from "./support/registration";
import { soldOutEvent, trpcMutation } from "./support/waiting-list";
import { E2E_ADMIN as ADMIN } from "@vyc/testkit/e2e-accounts";

/**
 * Every visitor page at a desktop (1280 px) and a phone (390 px) width: no sideways scrolling, no
 * accessibility violation of any impact (axe), and a full-page screenshot of each in
 * test-results/screenshots/ (named in docs/architecture.md, under Tests).
 */
const SCREENSHOTS = path.resolve("test-results/screenshots");
mkdirSync(SCREENSHOTS, { recursive: true });

/** Nothing may leave localhost; each page is checked once, by `check` below. */
const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(/^https?:\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort("blockedbyclient"));
    await use(page);
  },
});

const linh: Attendee = {
  firstName: "Linh",
  lastName: "Nguyen",
  gender: "female",
  age: "24",
  email: "linh.screens@example.org",
  phone: "+49 151 23456789",
  country: "Germany",
  expectation: "Meet people",
};

async function check(page: Page, width: number, name: string): Promise<void> {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete || img.loading === "lazy"));
  const overflow = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(overflow.scrollWidth, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(overflow.clientWidth);
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((v) => `${v.impact}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
    `axe on ${name} at ${width} px`,
  ).toEqual([]);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${width}-${name}.png`), fullPage: true, animations: "disabled" });
}

async function visit(page: Page, width: number, url: string, name: string, ready: () => Promise<void>): Promise<void> {
  await page.goto(url);
  await ready();
  await check(page, width, name);
}

for (const width of [1280, 390]) {
  test(`visitor pages at ${width} px: no sideways scroll, no axe violation, screenshots`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const h1 = (name: string | RegExp) => () => expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    await visit(page, width, "/", "home", async () => {
      await expect(page.getByRole("region", { name: "Upcoming events" }).or(page.getByRole("img", { name: /mountains/ })).first()).toBeVisible();
    });
    await page.getByRole("button", { name: "Read the Privacy Policy" }).click();
    await expect(page.getByRole("dialog", { name: "Privacy Policy" })).toBeVisible();
    await check(page, width, "home-privacy-dialog");
    await page.keyboard.press("Escape");

    await visit(page, width, "/events", "events", h1("Our current events"));
    for (const [url, name, title] of [
      ["/introduction", "introduction", /./],
      ["/about", "about", /./],
      ["/privacy_policy", "privacy-policy", "Privacy Policy"],
      ["/terms_and_conditions_of_sale", "terms", /Terms/],
      ["/login", "login", /./],
      ["/signup", "signup", /./],
      ["/forget_password", "forget-password", /./],
      ["/reset_password/not-a-real-token", "reset-password", /./],
      ["/response/success/contact", "response-success", /./],
      ["/response/error/timeout", "response-error", /./],
    ] as const) {
      await visit(page, width, url, name, h1(title));
    }

    if (width <= 800) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events", exact: true })).toBeVisible();
      await check(page, width, "menu-open");
      await page.getByRole("button", { name: "Close menu" }).click();
    }

    const account = await signUpVerifyAndLogin(page, { targetPath: "/account/tickets" });
    await h1("My tickets")();
    await expect(page.locator("button", { hasText: "Account" })).toBeAttached();
    await check(page, width, "account-tickets-empty");
    await visit(page, width, "/account/settings", "account-settings", h1("Account settings"));
    // On a phone the Account menu sits in the collapsible navigation.
    if (width <= 800) await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Account" }).click();
    await expect(page.getByRole("menuitem", { name: "Tickets" })).toBeVisible();
    await check(page, width, "account-menu");
    // Arrow keys move through the menu, Escape closes it.
    await page.keyboard.press("ArrowDown");
    await expect(page.locator('[role="menuitem"]:focus')).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("menu")).toBeHidden();

    await openEvent(page, "Identity Summer Camp Germany");
    await check(page, width, "event-detail");
    if (width <= 800) {
      await page.getByRole("heading", { name: "About this event" }).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 600);
      await expect(page.getByRole("button", { name: "Choose tickets" })).toBeVisible();
      await page.screenshot({ path: path.join(SCREENSHOTS, `${width}-event-detail-buy-bar.png`), animations: "disabled" });
    }

    await page.getByRole("button", { name: "More tickets" }).click();
    await page.getByRole("button", { name: "Get a ticket" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("group", { name: /^Ticket 1\b/ }).getByLabel("Email")).toHaveValue(account.email);
    await check(page, width, "register-attendees");
    await fillAttendee(page, 1, linh);
    await fillAttendee(page, 2, { ...linh, firstName: "Minh", lastName: "Tran", phone: "+45 20 12 34 56", country: "Denmark", email: "minh.screens@example.org" });
    // "Same as ticket 1" copies the shared fields and keeps them in step with ticket 1.
    const second = page.getByRole("group", { name: /^Ticket 2\b/ });
    await second.getByRole("checkbox", { name: "Same as ticket 1" }).check();
    await expect(second.getByLabel("Last name", { exact: true })).toHaveValue("Nguyen");
    await expect(second.getByLabel("Phone", { exact: true })).toHaveValue("+49 1512 3456789");
    await expect(second.getByRole("combobox", { name: "Phone: country" })).toHaveValue("DE");
    await expect(second.getByLabel("Country", { exact: true })).toHaveValue("Germany");
    await expect(second.getByLabel("Email", { exact: true })).toHaveValue("minh.screens@example.org");
    await page.getByLabel("I have read and accept the waiver of liability.").check();
    await page.getByLabel("I have read and accept the parent/guardian waiver for participants under 18.").check();
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL(/\/register\/logistic$/);
    await check(page, width, "register-logistic");
    await page.getByLabel("I can provide the transportation details").check();
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL(/\/register\/logistic_informations$/);
    await check(page, width, "register-flights");
  });
}

for (const width of [1280, 390]) {
  test(`buying pages at ${width} px: checkout, billing, payment done, tickets with their files, attendance confirmation`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    await signUpVerifyAndLogin(page);
    await reachCheckout(page, "Identity Summer Camp Germany", [linh]);
    await check(page, width, "checkout");
    await page.getByRole("button", { name: "Billing details" }).click();
    await expect(page.getByLabel("Name on the invoice")).toBeVisible();
    await check(page, width, "checkout-billing");
    await page.getByRole("button", { name: "Pay (test mode)" }).click();
    await expect(page).toHaveURL(/\/response\/success\/checkout$/);
    await check(page, width, "checkout-done");

    await page.goto("/account/tickets");
    const order = page.getByRole("article", { name: "Identity Summer Camp Germany" });
    await expect(order.getByRole("link", { name: "Invoice (PDF)" })).toBeVisible();
    await check(page, width, "account-tickets");

    await reachAttendanceConfirmation(page, "Community Engagement Training (Online)", linh);
    await check(page, width, "register-confirm-attendance");
  });
}

for (const width of [1280, 390]) {
  test(`pages opened from an e-mail at ${width} px: the waiting-list offer and the guardian consent`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const run = `${width}-${Date.now().toString(36)}`;
    const fits = async (name: string) => expect(await clippedControls(page), `clipped controls on ${name} at ${width} px`).toEqual([]);

    // A sold-out event whose line this visitor joins for two seats; two more seats go to them first.
    const office = await browser.newPage();
    await logInThroughForm(office, ADMIN, "/admin/events");
    const event = await soldOutEvent(office.request, `Lakeside Weekend ${run}`);
    const visitor = await signUpVerifyAndLogin(page);
    await trpcMutation(page.request, "waitingList.join", { eventId: event.id, seats: 2 });
    await event.setCapacity(3);
    await office.close();
    const offerMail = await waitForMail(visitor.email, `Seats for ${event.name} are waiting for you`, 20_000);
    const offerLink = /https?:\/\/[^/\s]+(\/waiting-list\/offers\/[\w-]+)/.exec(offerMail.text)?.[1];
    expect(offerLink, "the offer link in the e-mail").toBeDefined();
    await page.goto(offerLink ?? "");
    await expect(page.getByRole("heading", { level: 1, name: "Your seats from the waiting list" })).toBeVisible();
    await expect(page.getByText(/^2 seats are held for you until/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Buy my seats" })).toBeVisible();
    await fits("waiting-list-offer");
    await check(page, width, "waiting-list-offer");

    // A paid ticket for a minor: the parent or guardian gets the consent link.
    const guardianEmail = `guardian-${run}@example.test`;
    const { events } = (await (await page.request.get("/api/events/getEventsNotExpired")).json()) as { events: Array<{ id: number; name: string }> };
    const campId = events.find((e) => e.name === "Identity Summer Camp Germany")?.id;
    const minor = { firstName: "Bao", lastName: `Tran${run}`, gender: "male", age: 15, email: `bao-${run}@example.test`, phone: "+49 151 23456789", country: "Germany", expectation: "Make friends", healthcare: "", guardianName: "Hoa Tran", guardianEmail, guardianPhone: "+49 151 23456789" };
    const { orderId } = await trpcMutation<{ orderId: number }>(page.request, "checkout.start", { eventId: campId, numTickets: 1, attendees: { 1: minor } });
    const { providerOrderId } = await trpcMutation<{ providerOrderId: string }>(page.request, "checkout.createPayment", { orderId, provider: "test" });
    await trpcMutation(page.request, "checkout.capture", { orderId, providerOrderId });
    const consentMail = await waitForMail(guardianEmail, "Your consent is needed", 20_000);
    const consentLink = /https?:\/\/[^/\s]+(\/guardian-consent\/[\w-]+)/.exec(consentMail.text)?.[1];
    expect(consentLink, "the consent link in the e-mail").toBeDefined();
    await page.context().clearCookies();
    await page.goto(consentLink ?? "");
    await expect(page.getByRole("heading", { level: 1, name: "Parent or guardian consent" })).toBeVisible();
    await expect(page.getByRole("article", { name: "Parent/guardian consent" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirm my consent" })).toBeDisabled();
    await fits("guardian-consent");
    await check(page, width, "guardian-consent");
    await page.getByLabel(`I am the parent or legal guardian of Bao Tran${run} and I accept this waiver on their behalf.`).check();
    await page.getByRole("button", { name: "Confirm my consent" }).click();
    await expect(page.getByRole("status")).toHaveText("Thank you. Your consent has been recorded, and the organisers can see it.");
    await fits("guardian-consent-given");
    await check(page, width, "guardian-consent-given");
    // Opened again: when the consent was given, and the text accepted.
    await page.goto(consentLink ?? "");
    await expect(page.getByRole("status")).toHaveText(/^Consent was given on /);
    await fits("guardian-consent-reopened");
    await check(page, width, "guardian-consent-reopened");
  });
}
