import type { Page } from "@playwright/test";
import { signUpVerifyAndLogin } from "./support/auth";
import { expect, test } from "@vyc/testkit/e2e-fixtures";
import { E2E_CHECKOUT_EXPIRY_EVENT } from "@vyc/testkit/e2e-checkout-event";
import { waitForMail } from "@vyc/testkit/e2e-mailbox";
import { reachCheckout, type Attendee } from "./support/registration";

/** The local stand-in for PayPal's REST API that the e2e server runs next to itself. */
const FAKE_PAYPAL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 2}`;

const ATTENDEES: Attendee[] = [
  { firstName: "Linh", lastName: "Nguyen", gender: "female", age: "19", email: "linh@example.test", phone: "+49 151 23456789", country: "Germany", expectation: "Learn more Vietnamese" },
  { firstName: "Minh", lastName: "Tran", gender: "male", age: "21", email: "minh@example.test", phone: "+33 6 12 34 56 78", country: "France", expectation: "Make friends" },
];
const ONE_ATTENDEE = ATTENDEES.slice(0, 1);

/** A transient toast (sonner's notifications region), as opposed to the same words on a result page. */
const toast = (page: Page, text: string) => page.getByRole("region", { name: /Notifications/ }).getByText(text);
const total = (page: Page) => page.getByTestId("checkout-total");
const currentStep = (page: Page) => page.getByRole("navigation", { name: "Registration progress" }).locator('[aria-current="step"]');

test("an in-person purchase with the test provider ends with QR tickets in the account and by e-mail", async ({ page }) => {
  test.slow();
  const buyer = await signUpVerifyAndLogin(page);
  await reachCheckout(page, "Identity Summer Camp Germany", ATTENDEES);

  await expect(currentStep(page)).toContainText("Payment");
  await expect(page.getByRole("navigation", { name: "Registration progress" }).getByRole("listitem")).toHaveCount(4);
  const summary = page.getByRole("region", { name: "Order summary" });
  await expect(summary).toContainText("Identity Summer Camp Germany");
  await expect(summary).toContainText("Ticket 1: Linh Nguyen");
  await expect(summary).toContainText("Ticket 2: Minh Tran");
  await expect(summary).toContainText("I can travel by myself");
  await expect(page.getByText("2 × 490 €")).toBeVisible();
  await expect(total(page)).toHaveText("980 €");

  await page.getByRole("button", { name: "Pay (test mode)" }).click();
  await expect(page).toHaveURL(/\/response\/success\/checkout$/);
  await expect(currentStep(page)).toContainText("Done");

  const mail = await waitForMail(buyer.email, "Your tickets for Identity Summer Camp Germany");
  expect(mail.text).toContain("2 ticket(s), total 980 €");
  expect(mail.html).toContain("cid:ticket-1@vyc");

  await page.goto("/account/tickets");
  await expect(page.getByText("Identity Summer Camp Germany").first()).toBeVisible();
  const qr = page.getByRole("img", { name: /QR code/ });
  await expect(qr).toHaveCount(2);
  await expect(qr.first()).toHaveAttribute("src", /^data:image\/png;base64,/);
});

test("paying with the PayPal buttons: the server creates and captures the PayPal order", async ({ page }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  await reachCheckout(page, "Activism Seminar for Social Impact", ONE_ATTENDEE);
  await expect(total(page)).toHaveText("$180");
  await page.getByRole("button", { name: "Pay with PayPal" }).click();
  await expect(page).toHaveURL(/\/response\/success\/checkout$/);

  const res = await page.request.get("/api/user/tickets");
  const body = (await res.json()) as { orders: Record<string, { event_name: string; status: string; total: number }>; tickets: Record<string, Array<{ capture_id: string; qrcode: string }>> };
  expect(body.orders["0"]).toMatchObject({ event_name: "Activism Seminar for Social Impact", status: "paid", total: 180 });
  const [ticket] = Object.values(body.tickets)[0] ?? [];
  expect(ticket?.capture_id).toMatch(/^CAP/);
  expect(ticket?.qrcode).toMatch(/^data:image\/png;base64,/);
});

test("closing the PayPal window keeps the buyer on the payment page", async ({ page }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  await reachCheckout(page, "Activism Seminar for Social Impact", ONE_ATTENDEE);
  await page.getByRole("button", { name: "Close PayPal window" }).click();
  await expect(toast(page, "Canceled payment. Try again or later.")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("button", { name: "Pay with PayPal" })).toBeVisible();
});

test("when PayPal's script cannot load, the page says so instead of showing empty buttons", async ({ page, guards }) => {
  test.slow();
  await page.route("**/e2e/paypal-sdk/**", (route) => route.abort("failed"));
  await signUpVerifyAndLogin(page);
  await reachCheckout(page, "Activism Seminar for Social Impact", ONE_ATTENDEE);
  await expect(page.getByText("PayPal could not be loaded. Check your connection or disable any blocker for paypal.com, then reload the page.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay with PayPal" })).toHaveCount(0);
  // PayPal's loader also reports the failure on the console: that error is the one this test causes.
  const others = guards.consoleErrors.filter((text) => !/paypal/i.test(text));
  guards.consoleErrors.splice(0, guards.consoleErrors.length, ...others);
});

// The stand-in for PayPal answers the next capture with the outcome queued, whichever test makes it:
// the tests that queue one hold the same lock, so they never run at the same time (retries included).
test.describe("a payment PayPal does not complete", () => {
  test.describe.configure({ lock: "fake-paypal-capture-outcomes" });

  test("a PayPal capture that is not completed leads to the transaction error page", async ({ page }) => {
    test.slow();
    await signUpVerifyAndLogin(page);
    await reachCheckout(page, "Activism Seminar for Social Impact", ONE_ATTENDEE);
    const queued = await page.request.post(`${FAKE_PAYPAL}/__control/queue`, { data: { outcomes: ["PENDING"] } });
    expect(queued.status()).toBe(204);
    await page.getByRole("button", { name: "Pay with PayPal" }).click();
    await expect(toast(page, "Transaction is not complete.")).toBeVisible();
    await expect(page).toHaveURL(/\/response\/error\/transaction$/);
  });

  test("a PayPal failure leads to the checkout error page", async ({ page }) => {
    test.slow();
    await signUpVerifyAndLogin(page);
    await reachCheckout(page, "Activism Seminar for Social Impact", ONE_ATTENDEE);
    await page.request.post(`${FAKE_PAYPAL}/__control/queue`, { data: { outcomes: ["SERVER_ERROR"] } });
    await page.getByRole("button", { name: "Pay with PayPal" }).click();
    await expect(toast(page, "Error. Try again or later.")).toBeVisible();
    await expect(page).toHaveURL(/\/response\/error\/checkout$/);
  });
});

test("a discount code is applied by the server and can be cancelled", async ({ page }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  await reachCheckout(page, "Identity Summer Camp Germany", ONE_ATTENDEE);
  await expect(total(page)).toHaveText("490 €");
  const code = page.getByLabel("Discount code");
  await expect(code).toHaveAttribute("maxlength", "12");

  await code.fill("NOSUCHCODE");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(toast(page, "This discount code does not exist.")).toBeVisible();
  await expect(total(page)).toHaveText("490 €");

  await code.fill("camp15");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(total(page)).toHaveText("420 €");
  await expect(page.getByText("Discount CAMP15 (−15 %)")).toBeVisible();

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(toast(page, "Discount removed")).toBeVisible();
  await expect(total(page)).toHaveText("490 €");
  await expect(code).toHaveValue("");
});

test("a code that covers the whole price is confirmed without any payment", async ({ page }) => {
  test.slow();
  const buyer = await signUpVerifyAndLogin(page);
  await reachCheckout(page, "Identity Summer Camp Germany", ONE_ATTENDEE);
  await page.getByLabel("Discount code").fill("FULL100");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(total(page)).toHaveText("0 €");
  await expect(page.getByText("Your discount covers the whole price: there is nothing to pay.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay (test mode)" })).toHaveCount(0);

  await page.getByRole("button", { name: "Confirm registration" }).click();
  await expect(page).toHaveURL(/\/response\/success\/checkout$/);
  const mail = await waitForMail(buyer.email, "Your tickets for Identity Summer Camp Germany");
  expect(mail.text).toContain("1 ticket(s), total Free");
});

test("after five minutes the checkout session expires and the seats are released", async ({ page }) => {
  test.slow();
  await page.clock.install();
  await signUpVerifyAndLogin(page);
  const seatsBefore = async () => ((await (await page.request.get("/api/events/getEventsNotExpired")).json()) as { events: Array<{ name: string; seatsLeft: number }> }).events.find((e) => e.name === E2E_CHECKOUT_EXPIRY_EVENT)?.seatsLeft;
  const before = await seatsBefore();
  await reachCheckout(page, E2E_CHECKOUT_EXPIRY_EVENT, ONE_ATTENDEE);
  expect(await seatsBefore()).toBe((before ?? 0) - 1);
  await expect(page.getByText("Your seats are held for 5:00")).toBeVisible();

  await page.clock.fastForward("04:00");
  await expect(page.getByText(/Your seats are held for 1:0\d/)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.clock.fastForward("01:01");
  await expect(page).toHaveURL(/\/response\/error\/timeout$/);
  await expect(page.getByRole("heading", { name: "Your checkout session has expired" })).toBeVisible();
  await expect.poll(seatsBefore).toBe(before);
});

test("paying for a hold the server has ended leads to the timeout page", async ({ page }) => {
  test.slow();
  await signUpVerifyAndLogin(page);
  const started = page.waitForResponse((res) => new URL(res.url()).pathname.includes("checkout.start"));
  await reachCheckout(page, "Activism Seminar for Social Impact", ONE_ATTENDEE);
  const answer = await started;
  const procedures = decodeURIComponent(new URL(answer.url()).pathname.slice("/trpc/".length)).split(",");
  const results = (await answer.json()) as Array<{ result?: { data: { orderId: number } } }>;
  const orderId = results[procedures.indexOf("checkout.start")]?.result?.data.orderId;
  // The server ends the hold, as when its five minutes are up, while the page still offers to pay.
  expect((await page.request.post("/trpc/checkout.release", { data: { orderId } })).ok()).toBe(true);

  await page.getByRole("button", { name: "Pay (test mode)" }).click();
  await expect(page).toHaveURL(/\/response\/error\/timeout$/);
  await expect(page.getByRole("heading", { name: "Your checkout session has expired" })).toBeVisible();
});

test("the payment page without a registration in progress goes home", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/$/);
});
