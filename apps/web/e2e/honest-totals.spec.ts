import type { Page } from "@playwright/test";
import { pdfPages } from "@vyc/testkit/pdf-text";
import { E2E_ADMIN } from "@vyc/testkit/e2e-accounts";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { logInThroughForm, signUpVerifyAndLogin } from "./support/auth";
import { inPersonEvent } from "./support/desk-events";
import { reachCheckout, type Attendee } from "./support/registration";

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const ATTENDEE: Attendee = {
  firstName: "Thu",
  lastName: "Pham",
  gender: "female",
  age: "22",
  email: "thu.pham@example.test",
  phone: "+49 151 23456789",
  country: "Germany",
  expectation: "Meet the community",
};

/** An event made in the back office's API by the admin, who then signs out; a buyer signs up and reaches its checkout. */
async function checkoutOfNewEvent(page: Page, options: { name: string; price: number; currency?: string }): Promise<void> {
  await logInThroughForm(page, E2E_ADMIN, "/admin");
  await inPersonEvent(page.request, { ...options, startsInMs: WEEK_MS, hours: 6 });
  await page.goto("/logout");
  await signUpVerifyAndLogin(page);
  await reachCheckout(page, options.name, [ATTENDEE]);
}

/** The definition (amount) next to a price line's term. */
const lineAmount = (page: Page, term: string) => page.getByRole("term").filter({ hasText: term }).locator("xpath=following-sibling::dd[1]");

/** "25 €" → 2500, "+ 5 €" → 500, "– 3 €" → -300: the amounts an invoice prints. */
const minorOf = (text: string): number => {
  const match = /([–+-]?)\s*(\d+)(?:[.,](\d{2}))?\s*€/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return (Number(match[2]) * 100 + Number(match[3] ?? "0")) * (match[1] === "–" || match[1] === "-" ? -1 : 1);
};

test("a 25 € ticket shows the rounding to 30 € as its own line on checkout, the confirmation, the invoice and the tickets page", async ({ page }) => {
  test.slow();
  const name = `Lantern Evening ${Date.now().toString(36)}`;
  await checkoutOfNewEvent(page, { name, price: 25 });

  await expect(page.getByText("1 × 25 € = 25 €")).toBeVisible();
  await expect(lineAmount(page, "Rounded to the nearest 10")).toHaveText("+5 €");
  await expect(page.getByTestId("checkout-total")).toHaveText("30 €");

  await page.getByRole("button", { name: "Pay (test mode)" }).click();
  await expect(page).toHaveURL(/\/response\/success\/checkout$/);
  await expect(page.getByText("1 × 25 € = 25 €")).toBeVisible();
  await expect(lineAmount(page, "Rounded to the nearest 10")).toHaveText("+5 €");
  await expect(lineAmount(page, "Total")).toHaveText("30 €");

  await page.goto("/account/tickets");
  const order = page.getByRole("article", { name });
  await expect(order.getByText("1 × 25 € = 25 €")).toBeVisible();
  await expect(lineAmount(order.page(), "Rounded to the nearest 10")).toHaveText("+5 €");
  await expect(order.getByRole("term").filter({ hasText: /^Paid$/ }).locator("xpath=following-sibling::dd[1]")).toHaveText("30 €");

  const invoice = await page.request.get((await order.getByRole("link", { name: "Invoice (PDF)" }).getAttribute("href")) ?? "");
  const [text = ""] = await pdfPages(await invoice.body());
  const row = /Ticket 1: Thu Pham\s*1\s*(\S+ €)\s*(\S+ €)/.exec(text);
  const subtotal = /Subtotal\s*(\S+ €)/.exec(text);
  const rounding = /Rounded to the nearest 10\s*([–+] \S+ €)/.exec(text);
  const total = /Total \(EUR\)\s*(\S+ €)/.exec(text);
  expect([row?.[2], subtotal?.[1], rounding?.[1], total?.[1]]).toEqual(["25 €", "25 €", "+ 5 €", "30 €"]);
  expect(minorOf(row?.[2] ?? "")).toBe(minorOf(subtotal?.[1] ?? ""));
  expect(minorOf(subtotal?.[1] ?? "") + minorOf(rounding?.[1] ?? "")).toBe(minorOf(total?.[1] ?? ""));
});

test("a GBP event is bought end to end and shown in pounds", async ({ page }) => {
  test.slow();
  const name = `London Ceilidh ${Date.now().toString(36)}`;
  await checkoutOfNewEvent(page, { name, price: 25, currency: "GBP" });

  await expect(page.getByText("1 × £25 = £25")).toBeVisible();
  await expect(lineAmount(page, "Rounded to the nearest 10")).toHaveText("+£5");
  await expect(page.getByTestId("checkout-total")).toHaveText("£30");
  await page.getByRole("button", { name: "Pay (test mode)" }).click();
  await expect(page).toHaveURL(/\/response\/success\/checkout$/);

  await page.goto("/account/tickets");
  const order = page.getByRole("article", { name });
  await expect(order.getByText(/· £30$/)).toBeVisible();
  await expect(order.getByRole("term").filter({ hasText: /^Paid$/ }).locator("xpath=following-sibling::dd[1]")).toHaveText("£30");
  const invoice = await page.request.get((await order.getByRole("link", { name: "Invoice (PDF)" }).getAttribute("href")) ?? "");
  const [text = ""] = await pdfPages(await invoice.body());
  expect(text).toMatch(/Total \(GBP\)\s*£30/);
});

test("the back office warns when an event's price or a discount makes totals round", async ({ page }) => {
  await logInThroughForm(page, E2E_ADMIN, "/admin/events/new");
  const price = page.getByLabel("Unit price");
  await price.fill("25");
  await expect(page.getByRole("status").filter({ hasText: "Totals are rounded to the nearest 10: for 1 ticket at 25 €, buyers pay 30 € instead of 25 €." })).toBeVisible();
  await price.fill("490");
  await expect(page.getByText(/Totals are rounded/)).toHaveCount(0);

  await page.goto("/admin/discounts");
  await page.getByLabel("Percent off").fill("15");
  await page.getByLabel("Event", { exact: true }).selectOption({ label: "Identity Summer Camp Germany" });
  await expect(
    page.getByRole("status").filter({ hasText: "with this discount, for 1 ticket of Identity Summer Camp Germany at 490 €, buyers pay 420 € instead of 416.50 €." }),
  ).toBeVisible();
  await page.getByLabel("Percent off").fill("100");
  await expect(page.getByText(/Totals are rounded/)).toHaveCount(0);
});
