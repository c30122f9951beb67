import { reconcilePayments } from "@vyc/domain/orders";
import { manualClock } from "@vyc/domain/shared";
import { LIMITS, CHECKOUT_MESSAGES, CHECKOUT_REFUSALS } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { copyEvent, eventIdBySlug, orderById, ticketsOfOrder } from "@vyc/testkit/db-lookups";
import { startPayPalTestServer, type PayPalTestServer } from "@vyc/testkit/paypal-test-server";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";

const clock = manualClock(new Date());
let server: PayPalTestServer;
let smtp: SmtpCapture;
let onlineId: number;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startPayPalTestServer({ clock, env: { PAYMENT_TEST_MODE: "true", SMTP_URL: smtp.url } });
  onlineId = await eventIdBySlug(server.services.db, "online-community-training");
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const newBuyer = () => createBuyer(server.services.db, clock.now());
const seatsLeft = async (eventId: number) =>
  ((await (await fetch(`${server.url}/api/events/${eventId}/getData`)).json()) as { event: { seatsLeft: number } }).event.seatsLeft;
const ticketsOf = (orderId: number) => ticketsOfOrder(server.services.db, orderId);
const orderOf = (orderId: number) => orderById(server.services.db, orderId);

/** A copy of the paid demo camp with its own capacity, so a test's seat counts are its own. */
function campCopy(slug: string, capacity: number): Promise<number> {
  return copyEvent(server.services.db, server.campId, { slug, capacity });
}

async function held(buyer: Buyer, numTickets = 2, extra: Record<string, unknown> = {}) {
  const checkout = checkoutClient(server.url, buyer);
  const started = await checkout.start(server.campId, numTickets, extra);
  expect(started.error).toBeUndefined();
  return { checkout, orderId: started.data?.orderId ?? 0, started: started.data };
}

async function paidWithPayPal(buyer: Buyer, numTickets = 2) {
  const { checkout, orderId } = await held(buyer, numTickets);
  const payment = await checkout.createPayment(orderId, "paypal");
  return { checkout, orderId, providerOrderId: payment.data?.providerOrderId ?? "" };
}

describe("holding seats at checkout", () => {
  it("holds the seats for five minutes at the server's price and offers the configured providers", async () => {
    const before = await seatsLeft(server.campId);
    const { started } = await held(await newBuyer(), 2);
    expect(started).toMatchObject({
      quote: { quantity: 2, unitPriceMinor: 49000, subtotalMinor: 98000, discountPercent: 0, discountCode: null, totalMinor: 98000, currency: "EUR" },
      expiresInMs: LIMITS.checkoutTimeoutMs,
      payment: { paypal: { clientId: server.paypal.clientId, sdkUrl: "https://www.paypal.com/sdk/js" }, test: true },
    });
    expect(await seatsLeft(server.campId)).toBe(before - 2);
  });

  it("stops counting a hold the moment it expires", async () => {
    const eventId = await campCopy("expiry-camp", 10);
    const checkout = checkoutClient(server.url, await newBuyer());
    const orderId = (await checkout.start(eventId, 3)).data?.orderId ?? 0;
    expect(await seatsLeft(eventId)).toBe(7);
    clock.advance(LIMITS.checkoutTimeoutMs - 1);
    expect(await seatsLeft(eventId)).toBe(7);
    clock.advance(1);
    expect(await seatsLeft(eventId)).toBe(10);
    const late = await checkout.createPayment(orderId, "paypal");
    expect(late.status).toBe(409);
    expect(late.error?.message).toBe(CHECKOUT_REFUSALS.holdExpired.message);
  });

  it("releases the hold at once when the buyer leaves", async () => {
    const before = await seatsLeft(server.campId);
    const { checkout, orderId } = await held(await newBuyer(), 2);
    expect((await checkout.release(orderId)).status).toBe(200);
    expect(await seatsLeft(server.campId)).toBe(before);
    expect((await orderOf(orderId)).status).toBe("expired");
  });

  it("keeps one hold per buyer and event: entering payment again replaces the previous hold", async () => {
    const buyer = await newBuyer();
    const before = await seatsLeft(server.campId);
    await held(buyer, 2);
    await held(buyer, 2);
    expect(await seatsLeft(server.campId)).toBe(before - 2);
  });

  it("refuses a free event (registered without payment) and requires a signed-in buyer", async () => {
    const free = await checkoutClient(server.url, await newBuyer()).start(onlineId, 1);
    expect(free.status).toBe(422);
    expect(free.error?.message).toBe(CHECKOUT_MESSAGES.freeEvent);
    const anonymous = await checkoutClient(server.url, { userId: "", email: "", headers: {} }).start(server.campId, 1);
    expect(anonymous.status).toBe(401);
  });

  it("refuses more tickets than seats left with a clear message", async () => {
    const eventId = await campCopy("tiny-camp", 3);
    const first = await checkoutClient(server.url, await newBuyer()).start(eventId, 2);
    expect(first.status).toBe(200);
    const refused = await checkoutClient(server.url, await newBuyer()).start(eventId, 2);
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(CHECKOUT_REFUSALS.seatsLeft(1).message);
    expect((await checkoutClient(server.url, await newBuyer()).start(eventId, 1)).status).toBe(200);
    const second = await checkoutClient(server.url, await newBuyer()).start(eventId, 1);
    expect(second.status).toBe(409);
    expect(second.error?.message).toBe(CHECKOUT_MESSAGES.soldOut);
  });

  it("does not let another buyer touch the order", async () => {
    const { orderId } = await held(await newBuyer(), 1);
    const intruder = checkoutClient(server.url, await newBuyer());
    const res = await intruder.createPayment(orderId, "test");
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe(CHECKOUT_MESSAGES.orderNotFound);
  });
});

describe("paying with PayPal (Orders v2 against a local fake)", () => {
  it("creates the PayPal order from the server's price and captures it into paid tickets", async () => {
    const buyer = await newBuyer();
    const { checkout, orderId, providerOrderId } = await paidWithPayPal(buyer, 2);
    expect(providerOrderId).toMatch(/^ORDER/);
    const created = server.paypal.requests.find((r) => r.method === "POST" && r.path === "/v2/checkout/orders" && JSON.stringify(r.body).includes(`"reference_id":"${orderId}"`));
    expect(created?.body).toEqual({
      intent: "CAPTURE",
      purchase_units: [
        {
          reference_id: String(orderId),
          description: "Summer Camp Identity Summer Camp Germany",
          amount: { currency_code: "EUR", value: "980.00", breakdown: { item_total: { currency_code: "EUR", value: "980.00" } } },
          items: [{ name: "Identity Summer Camp Germany", quantity: "2", unit_amount: { currency_code: "EUR", value: "490.00" } }],
        },
      ],
      application_context: { shipping_preference: "NO_SHIPPING" },
    });

    const captured = await checkout.capture(orderId, providerOrderId);
    expect(captured.data).toEqual({ outcome: "completed", orderId });
    const captureCall = server.paypal.requests.find((r) => r.path === `/v2/checkout/orders/${providerOrderId}/capture`);
    expect(captureCall?.headers["paypal-request-id"]).toBe(`vyc-capture-${orderId}-${providerOrderId}`);
    expect(captureCall?.headers.prefer).toBe("return=representation");

    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: "paid", provider: "paypal", providerOrderId, totalMinor: 98000 });
    expect(order.captureId).toMatch(/^CAP/);
    const tickets = await ticketsOf(orderId);
    expect(tickets.map((t) => [t.number, t.firstName])).toEqual([[1, "First1"], [2, "First2"]]);
    expect(new Set(tickets.map((t) => t.secret)).size).toBe(2);

    const mail = await smtp.waitFor(buyer.email, "Your tickets for Identity Summer Camp Germany");
    expect(mail.text).toContain(`Order #${orderId}: 2 ticket(s), total 980 €`);
    expect(mail.text).toContain(tickets[0]?.secret);
    expect(mail.html).toContain('src="cid:ticket-1@vyc"');
    expect(mail.html).toContain('src="cid:ticket-2@vyc"');
  });

  it("creates no second set of tickets when a capture is replayed", async () => {
    const { checkout, orderId, providerOrderId } = await paidWithPayPal(await newBuyer(), 2);
    expect((await checkout.capture(orderId, providerOrderId)).data?.outcome).toBe("completed");
    const again = await Promise.all([checkout.capture(orderId, providerOrderId), checkout.capture(orderId, providerOrderId)]);
    expect(again.map((r) => r.data?.outcome)).toEqual(["completed", "completed"]);
    expect(await ticketsOf(orderId)).toHaveLength(2);
  });

  it("does not count a PENDING capture as paid", async () => {
    const { checkout, orderId, providerOrderId } = await paidWithPayPal(await newBuyer(), 1);
    server.paypal.queue("PENDING");
    expect((await checkout.capture(orderId, providerOrderId)).data?.outcome).toBe("not_completed");
    expect((await orderOf(orderId)).status).toBe("pending");
    expect(await ticketsOf(orderId)).toHaveLength(0);
  });

  it("lets the buyer retry after INSTRUMENT_DECLINED", async () => {
    const { checkout, orderId, providerOrderId } = await paidWithPayPal(await newBuyer(), 1);
    server.paypal.queue("INSTRUMENT_DECLINED");
    expect((await checkout.capture(orderId, providerOrderId)).data?.outcome).toBe("declined");
    expect(await ticketsOf(orderId)).toHaveLength(0);
    expect((await checkout.capture(orderId, providerOrderId)).data?.outcome).toBe("completed");
    expect(await ticketsOf(orderId)).toHaveLength(1);
  });

  it("reads the capture of an ORDER_ALREADY_CAPTURED order", async () => {
    const { checkout, orderId, providerOrderId } = await paidWithPayPal(await newBuyer(), 1);
    server.paypal.queue("ORDER_ALREADY_CAPTURED");
    expect((await checkout.capture(orderId, providerOrderId)).data?.outcome).toBe("completed");
    expect(server.paypal.requests.some((r) => r.method === "GET" && r.path === `/v2/checkout/orders/${providerOrderId}`)).toBe(true);
    expect(await ticketsOf(orderId)).toHaveLength(1);
  });

  it("reports a provider failure and an unapproved order as not paid", async () => {
    const first = await paidWithPayPal(await newBuyer(), 1);
    server.paypal.queue("SERVER_ERROR");
    expect((await first.checkout.capture(first.orderId, first.providerOrderId)).data?.outcome).toBe("provider_error");
    const second = await paidWithPayPal(await newBuyer(), 1);
    server.paypal.queue("ORDER_NOT_APPROVED");
    expect((await second.checkout.capture(second.orderId, second.providerOrderId)).data?.outcome).toBe("not_completed");
    const tickets = await server.services.db.query.selectFrom("Ticket").select("id").where("orderId", "in", [first.orderId, second.orderId]).execute();
    expect(tickets).toHaveLength(0);
  });

  it("refuses to capture a PayPal order that is not this order's", async () => {
    const mine = await paidWithPayPal(await newBuyer(), 1);
    const other = await paidWithPayPal(await newBuyer(), 1);
    const res = await mine.checkout.capture(mine.orderId, other.providerOrderId);
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(CHECKOUT_MESSAGES.captureNotVerified);
    expect(await ticketsOf(mine.orderId)).toHaveLength(0);
  });

  it("refuses a capture once the hold has expired", async () => {
    const { checkout, orderId, providerOrderId } = await paidWithPayPal(await newBuyer(), 1);
    clock.advance(LIMITS.checkoutTimeoutMs);
    const res = await checkout.capture(orderId, providerOrderId);
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(CHECKOUT_REFUSALS.holdExpired.message);
    expect(await ticketsOf(orderId)).toHaveLength(0);
  });

  it("caches the OAuth token until it expires", () => {
    expect(server.paypal.requests.filter((r) => r.path === "/v1/oauth2/token")).toHaveLength(1);
  });
});

describe("the test provider", () => {
  it("goes through the same server path and takes no money", async () => {
    const { checkout, orderId } = await held(await newBuyer(), 3);
    const payment = await checkout.createPayment(orderId, "test");
    expect(payment.data?.providerOrderId).toMatch(/^TEST-/);
    const captured = await checkout.capture(orderId, payment.data?.providerOrderId ?? "");
    expect(captured.data).toEqual({ outcome: "completed", orderId });
    expect(await orderOf(orderId)).toMatchObject({ status: "paid", provider: "test", totalMinor: 147000 });
    expect(await ticketsOf(orderId)).toHaveLength(3);
  });
});

describe("recovery at start-up", () => {
  it("completes an order PayPal captured whose tickets were never written", async () => {
    const { orderId, providerOrderId } = await paidWithPayPal(await newBuyer(), 2);
    server.paypal.completeOrder(providerOrderId);
    const result = await reconcilePayments(server.services.db, server.services.payments, clock.now(), server.services.log);
    expect(result.paid).toContainEqual({ orderId });
    expect((await orderOf(orderId)).status).toBe("paid");
    expect(await ticketsOf(orderId)).toHaveLength(2);
    const again = await reconcilePayments(server.services.db, server.services.payments, clock.now(), server.services.log);
    expect(again.paid).not.toContainEqual({ orderId });
    expect(await ticketsOf(orderId)).toHaveLength(2);
  });

  it("refunds a late capture when the seats were sold in the meantime", async () => {
    const event = { id: await campCopy("recovery-camp", 1) };
    const late = checkoutClient(server.url, await newBuyer());
    const started = await late.start(event.id, 1);
    const orderId = started.data?.orderId ?? 0;
    const providerOrderId = (await late.createPayment(orderId, "paypal")).data?.providerOrderId ?? "";
    clock.advance(LIMITS.checkoutTimeoutMs + 1);
    const winner = checkoutClient(server.url, await newBuyer());
    const won = await winner.start(event.id, 1);
    const testPayment = await winner.createPayment(won.data?.orderId ?? 0, "test");
    expect((await winner.capture(won.data?.orderId ?? 0, testPayment.data?.providerOrderId ?? "")).data?.outcome).toBe("completed");

    const captureId = server.paypal.completeOrder(providerOrderId);
    await reconcilePayments(server.services.db, server.services.payments, clock.now(), server.services.log);
    expect(server.paypal.refunds).toContain(captureId);
    expect(await ticketsOf(orderId)).toHaveLength(0);
    expect(await server.services.db.query.selectFrom("Ticket").select("id").where("eventId", "=", event.id).execute()).toHaveLength(1);
  });
});
