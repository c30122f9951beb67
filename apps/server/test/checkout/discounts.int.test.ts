import { randomUUID } from "node:crypto";
import { type Discount } from "@vyc/db";
import { manualClock } from "@vyc/domain/shared";
import { CHECKOUT_MESSAGES, LIMITS } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { eventIdBySlug, orderById } from "@vyc/testkit/db-lookups";
import { startPayPalTestServer, type PayPalTestServer } from "@vyc/testkit/paypal-test-server";

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date());
let server: PayPalTestServer;
let seminarId: number;

beforeAll(async () => {
  server = await startPayPalTestServer({ clock, env: { PAYMENT_TEST_MODE: "true", RATE_LIMIT_SCALE: "100" } });
  seminarId = await eventIdBySlug(server.services.db, "activism-seminar-toronto");
});
afterAll(() => server.close());

const lookup = async (code: string, query = "") => {
  const res = await fetch(`${server.url}/api/discount/${encodeURIComponent(code)}${query}`);
  return { status: res.status, body: (await res.json()) as { voucher?: { discount: number }; message?: string } };
};
const discount = (code: string, data: Partial<Omit<Discount, "id" | "code">> = {}) =>
  server.services.db
    .query.insertInto("Discount")
    .values({ id: randomUUID(), code, percent: 20, createdAt: new Date(), ...data })
    .returningAll()
    .executeTakeFirstOrThrow();
const usesOf = async (id: string) => (await server.services.db.query.selectFrom("Discount").select("uses").where("id", "=", id).executeTakeFirstOrThrow()).uses;
const buyerCheckout = async () => checkoutClient(server.url, await createBuyer(server.services.db, clock.now()));

describe("GET /api/discount/{code}", () => {
  it("answers the percentage of the demo code, whatever its case", async () => {
    expect(await lookup("CAMP15")).toEqual({ status: 200, body: { voucher: { discount: 15 } } });
    expect((await lookup("camp15")).body).toEqual({ voucher: { discount: 15 } });
  });

  it("refuses unknown, inactive, not yet valid, expired, used-up and other-event codes with a message", async () => {
    const now = clock.now().getTime();
    await discount("OFF", { active: false });
    await discount("SOON", { validFrom: new Date(now + DAY) });
    await discount("OLD", { validUntil: new Date(now - 1) });
    await discount("GONE", { maxUses: 2, uses: 2 });
    await discount("SEMINAR", { eventId: seminarId });
    expect(await lookup("NOPE")).toEqual({ status: 404, body: expect.objectContaining({ message: "This discount code does not exist." }) });
    expect(await lookup("OFF")).toEqual({ status: 422, body: expect.objectContaining({ message: "This discount code is no longer active." }) });
    expect(await lookup("SOON")).toEqual({ status: 422, body: expect.objectContaining({ message: "This discount code is not valid yet." }) });
    expect(await lookup("OLD")).toEqual({ status: 422, body: expect.objectContaining({ message: "This discount code has expired." }) });
    expect(await lookup("GONE")).toEqual({ status: 422, body: expect.objectContaining({ message: "This discount code has been used up." }) });
    expect(await lookup("SEMINAR", `?eventId=${server.campId}`)).toEqual({ status: 422, body: expect.objectContaining({ message: "This discount code is not valid for this event." }) });
    expect((await lookup("SEMINAR", `?eventId=${seminarId}`)).body).toEqual({ voucher: { discount: 20 } });
  });

  it("refuses a code longer than 12 characters", async () => {
    expect((await lookup("A".repeat(LIMITS.discountCodeMaxLength + 1))).status).toBe(400);
  });
});

describe("discounts at checkout", () => {
  it("applies and removes a code on the held order; the total is rounded to 10 units", async () => {
    const checkout = await buyerCheckout();
    const orderId = (await checkout.start(server.campId, 2)).data?.orderId ?? 0;
    const applied = await checkout.applyDiscount(orderId, "camp15");
    expect(applied.data).toMatchObject({ subtotalMinor: 98000, discountPercent: 15, discountCode: "CAMP15", totalMinor: 83000 });
    const payment = await checkout.createPayment(orderId, "paypal");
    const order = server.paypal.orders.get(payment.data?.providerOrderId ?? "");
    expect((order?.request.purchase_units as Array<{ amount: unknown }>)[0]?.amount).toEqual({
      currency_code: "EUR",
      value: "830.00",
      breakdown: { item_total: { currency_code: "EUR", value: "980.00" }, discount: { currency_code: "EUR", value: "150.00" } },
    });
    const removed = await checkout.applyDiscount(orderId, null);
    expect(removed.data).toMatchObject({ discountPercent: 0, discountCode: null, totalMinor: 98000 });
    const stale = await checkout.capture(orderId, payment.data?.providerOrderId ?? "");
    expect(stale.status).toBe(400);
  });

  it("shows the server's message for a refused code and keeps the price", async () => {
    const checkout = await buyerCheckout();
    const orderId = (await checkout.start(server.campId, 1)).data?.orderId ?? 0;
    const res = await checkout.applyDiscount(orderId, "OLD");
    expect(res.status).toBe(422);
    expect(res.error?.message).toBe(CHECKOUT_MESSAGES.discountExpired);
  });

  it("counts a use when the order is paid", async () => {
    const code = await discount("PAYONCE", { maxUses: 5 });
    const checkout = await buyerCheckout();
    const started = await checkout.start(server.campId, 1, { discountCode: "PAYONCE" });
    expect(started.data?.quote).toMatchObject({ discountPercent: 20, totalMinor: 39000 });
    const orderId = started.data?.orderId ?? 0;
    const payment = await checkout.createPayment(orderId, "test");
    expect((await checkout.capture(orderId, payment.data?.providerOrderId ?? "")).data?.outcome).toBe("completed");
    expect(await usesOf(code.id)).toBe(1);
    expect(await orderById(server.services.db, orderId)).toMatchObject({ discountId: code.id, totalMinor: 39000 });
  });

  it("never hands out more uses than maxUses under concurrency, and frees a reservation when its hold expires", async () => {
    const code = await discount("RACE3", { maxUses: 3 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => buyerCheckout()));
    const starts = await Promise.all(buyers.map((c) => c.start(server.campId, 1, { discountCode: "RACE3" })));
    const won = starts.flatMap((s, i) => (s.data ? [{ checkout: buyers[i], orderId: s.data.orderId }] : []));
    expect(won).toHaveLength(3);
    for (const s of starts.filter((x) => !x.data)) expect(s.error?.message).toBe(CHECKOUT_MESSAGES.discountUsedUp);

    const [first, second] = won;
    for (const w of [first, second]) {
      const payment = await w?.checkout?.createPayment(w.orderId, "test");
      expect((await w?.checkout?.capture(w.orderId, payment?.data?.providerOrderId ?? ""))?.data?.outcome).toBe("completed");
    }
    expect(await usesOf(code.id)).toBe(2);
    expect((await lookup("RACE3")).status).toBe(422);

    clock.advance(LIMITS.checkoutTimeoutMs);
    expect(await lookup("RACE3")).toEqual({ status: 200, body: { voucher: { discount: 20 } } });
    const late = await buyerCheckout();
    expect((await late.start(server.campId, 1, { discountCode: "RACE3" })).status).toBe(200);
    expect((await (await buyerCheckout()).start(server.campId, 1, { discountCode: "RACE3" })).status).toBe(422);
  });
});

describe("a discount that takes the whole price", () => {
  it("leaves nothing to pay: the order is confirmed without a provider, once, with its tickets and one use counted", async () => {
    const code = await discount("FULL100", { percent: 100, maxUses: 5 });
    const checkout = await buyerCheckout();
    const orderId = (await checkout.start(server.campId, 2)).data?.orderId ?? 0;
    expect((await checkout.applyDiscount(orderId, "FULL100")).data).toMatchObject({ discountPercent: 100, totalMinor: 0 });

    const payment = await checkout.createPayment(orderId, "test");
    expect(payment).toMatchObject({ status: 422, error: { message: CHECKOUT_MESSAGES.nothingToPay } });

    expect((await checkout.confirmWithoutPayment(orderId)).data).toEqual({ outcome: "completed", orderId });
    expect((await checkout.confirmWithoutPayment(orderId)).data).toEqual({ outcome: "completed", orderId });
    const db = server.services.db;
    expect(await orderById(db, orderId)).toMatchObject({ status: "paid", totalMinor: 0, providerOrderId: null });
    expect(await db.query.selectFrom("Ticket").select("id").where("orderId", "=", orderId).execute()).toHaveLength(2);
    expect(await usesOf(code.id)).toBe(1);
  });

  it("refuses to confirm an order that costs money without paying it", async () => {
    const checkout = await buyerCheckout();
    const orderId = (await checkout.start(server.campId, 1)).data?.orderId ?? 0;
    expect(await checkout.confirmWithoutPayment(orderId)).toMatchObject({ status: 422, error: { message: CHECKOUT_MESSAGES.paymentRequired } });
  });
});
