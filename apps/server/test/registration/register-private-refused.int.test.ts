import { CHECKOUT_MESSAGES } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participants } from "@vyc/testkit/attendees";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { startPayPalTestServer, type PayPalTestServer } from "@vyc/testkit/paypal-test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";
import { createUser, sessionFor } from "@vyc/testkit/users";
import { recoverPayments } from "../../src/payment-recovery";

let server: PayPalTestServer;
let staffCookie: string;

beforeAll(async () => {
  server = await startPayPalTestServer();
  staffCookie = (await sessionFor(server, await createUser(server, { role: "staff" }))).cookie;
});
afterAll(() => server.close());

const newBuyer = () => createBuyer(server.services.db, server.services.clock.now());
const eur = (value: string) => server.paypal.captureDirect({ currency_code: "EUR", value });
const restart = () => recoverPayments(server.services, server.app.log);

/** Two tickets of the 490 EUR camp, as the original client posts them after its own PayPal capture. */
function payload(captureId: string, over: Record<string, unknown> = {}) {
  return { eventId: server.campId, numTickets: 2, participants: participants(2), logisticCase: "selfTravel", details: { status: "COMPLETED" }, captureId, discountCode: "", price: 980, ...over };
}

async function post(buyer: Buyer, body: unknown) {
  const res = await fetch(`${server.url}/api/register/private`, { method: "POST", headers: { "content-type": "application/json", ...buyer.headers }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { success?: boolean; orderId?: number; message?: string } };
}

const refusal = (status: number, message: string) => ({ status, body: expect.objectContaining({ message }) });
const ordersOf = (captureId: string) => server.services.db.query.selectFrom("Order").selectAll().where("captureId", "=", captureId).execute();
const ticketCount = async (orderId: number) =>
  (await server.services.db.query.selectFrom("Ticket").select((eb) => eb.fn.countAll<number>().as("n")).where("orderId", "=", orderId).executeTakeFirstOrThrow()).n;

interface StaffOrder {
  id: number;
  status: string;
  buyerEmail: string | null;
  quantity: number;
  totalMinor: number;
  currency: string;
  discountCode: string | null;
  captureId: string | null;
  pendingAttendees: Array<{ number: number; email: string }>;
}

/** The camp's unissued orders as the back office lists them to staff. */
async function unissuedListed(): Promise<StaffOrder[]> {
  const res = await callTrpc<StaffOrder[]>(server.url, "admin.listOrders", { eventId: server.campId, status: "unissued" }, { cookie: staffCookie }, "GET");
  expect(res.status).toBe(200);
  return res.data ?? [];
}

/** One order as staff open it in the back office. */
async function staffOrder(orderId: number): Promise<StaffOrder | undefined> {
  const res = await callTrpc<StaffOrder>(server.url, "admin.getOrder", { orderId }, { cookie: staffCookie }, "GET");
  expect(res.status).toBe(200);
  return res.data;
}

/** The single order holding this capture, which staff see listed as unissued with the buyer, the money taken and the attendees. */
async function keptForStaff(captureId: string, buyer: Buyer, totalMinor: number): Promise<number> {
  const [order, ...others] = await ordersOf(captureId);
  expect(others).toEqual([]);
  expect(order).toMatchObject({ status: "unissued", userId: buyer.userId, eventId: server.campId, quantity: 2, totalMinor, currency: "EUR", provider: "paypal" });
  const id = order?.id ?? 0;
  expect(await unissuedListed()).toContainEqual(expect.objectContaining({ id, status: "unissued", buyerEmail: buyer.email, totalMinor }));
  const detail = await staffOrder(id);
  expect(detail).toMatchObject({ status: "unissued", captureId, quantity: 2, totalMinor });
  expect(detail?.pendingAttendees.map((a) => a.number)).toEqual([1, 2]);
  expect(await ticketCount(id)).toBe(0);
  expect(server.paypal.refunds).not.toContain(captureId);
  return id;
}

describe("POST /api/register/private with a verified payment it refuses", () => {
  it("answers an unknown discount code as the specification says and keeps the payment on an unissued order staff see", async () => {
    const buyer = await newBuyer();
    const captureId = eur("980.00");
    expect(await post(buyer, payload(captureId, { discountCode: "NOSUCHCODE" }))).toEqual(refusal(404, CHECKOUT_MESSAGES.discountUnknown));
    const orderId = await keptForStaff(captureId, buyer, 98000);
    expect(await staffOrder(orderId)).toMatchObject({ discountCode: null });

    expect(await post(buyer, payload(captureId, { discountCode: "NOSUCHCODE" }))).toEqual(refusal(503, CHECKOUT_MESSAGES.ticketsNotIssued));
    expect(await ordersOf(captureId)).toHaveLength(1);
  });

  it("keeps a payment of the discounted price the client showed for a code that does not exist", async () => {
    const buyer = await newBuyer();
    const captureId = eur("830.00");
    expect(await post(buyer, payload(captureId, { discountCode: "NOSUCHCODE", price: 830 }))).toEqual(refusal(404, CHECKOUT_MESSAGES.discountUnknown));
    await keptForStaff(captureId, buyer, 83000);
  });

  it("answers a posted price other than the server's as a price mismatch and keeps the payment on an unissued order staff see", async () => {
    const buyer = await newBuyer();
    const captureId = eur("980.00");
    expect(await post(buyer, payload(captureId, { price: 900 }))).toEqual(refusal(400, CHECKOUT_MESSAGES.priceMismatch));
    await keptForStaff(captureId, buyer, 98000);
  });

  it("keeps a payment of a tampered price the request owns up to", async () => {
    const buyer = await newBuyer();
    const captureId = eur("1.00");
    expect(await post(buyer, payload(captureId, { price: 1 }))).toEqual(refusal(400, CHECKOUT_MESSAGES.priceMismatch));
    await keptForStaff(captureId, buyer, 100);
  });

  it("keeps the full price paid with a code the buyer never applied", async () => {
    const buyer = await newBuyer();
    const captureId = eur("980.00");
    expect(await post(buyer, payload(captureId, { discountCode: "CAMP15" }))).toEqual(refusal(400, CHECKOUT_MESSAGES.priceMismatch));
    const orderId = await keptForStaff(captureId, buyer, 98000);
    expect(await staffOrder(orderId)).toMatchObject({ discountCode: null });
  });

  it("keeps one order, refunding nothing, when the same refused payment is posted twice at once", async () => {
    const buyer = await newBuyer();
    const captureId = eur("980.00");
    const answers = await Promise.all([post(buyer, payload(captureId, { discountCode: "NOSUCHCODE" })), post(buyer, payload(captureId, { discountCode: "NOSUCHCODE" }))]);
    const refusals = [`404 ${CHECKOUT_MESSAGES.discountUnknown}`, `503 ${CHECKOUT_MESSAGES.ticketsNotIssued}`];
    for (const { status, body } of answers) expect(refusals).toContain(`${status} ${body.message}`);
    await keptForStaff(captureId, buyer, 98000);
  });

  it("at the next start issues the tickets of a kept payment that pays the server's price, and refunds one that pays less", async () => {
    const fullPrice = eur("980.00");
    const paidFull = await post(await newBuyer(), payload(fullPrice, { discountCode: "NOSUCHCODE" }));
    expect(paidFull.status).toBe(404);
    const underpaid = eur("830.00");
    expect((await post(await newBuyer(), payload(underpaid, { discountCode: "NOSUCHCODE", price: 830 }))).status).toBe(404);

    await restart();
    const [issued] = await ordersOf(fullPrice);
    expect(issued).toMatchObject({ status: "paid", totalMinor: 98000 });
    expect(await ticketCount(issued?.id ?? 0)).toBe(2);
    expect(server.paypal.refunds).not.toContain(fullPrice);
    const [refunded] = await ordersOf(underpaid);
    expect(refunded).toMatchObject({ status: "refunded", totalMinor: 83000 });
    expect(await ticketCount(refunded?.id ?? 0)).toBe(0);
    expect(server.paypal.refunds).toContain(underpaid);
    const listed = (await unissuedListed()).map((o) => o.id);
    expect(listed).not.toContain(issued?.id);
    expect(listed).not.toContain(refunded?.id);
  });
});

describe("POST /api/register/private with a payment it cannot verify", () => {
  it.each([
    ["PayPal does not know", () => "CAPUNKNOWN00000001", {}, 400, CHECKOUT_MESSAGES.captureNotVerified],
    ["is refunded", () => {
      const captureId = eur("980.00");
      server.paypal.refundInDashboard(captureId);
      return captureId;
    }, {}, 400, CHECKOUT_MESSAGES.captureNotVerified],
    ["is for another amount than posted or charged", () => eur("1.00"), {}, 400, CHECKOUT_MESSAGES.priceMismatch],
    ["is in another currency", () => server.paypal.captureDirect({ currency_code: "USD", value: "980.00" }), {}, 400, CHECKOUT_MESSAGES.priceMismatch],
    ["is for another amount, with an unknown code", () => eur("1.00"), { discountCode: "NOSUCHCODE", price: 830 }, 404, CHECKOUT_MESSAGES.discountUnknown],
  ])("refuses a capture that %s and writes no order", async (_, capture, over, status, message) => {
    const buyer = await newBuyer();
    const captureId = capture();
    expect(await post(buyer, payload(captureId, over))).toEqual(refusal(status, message));
    const orders = await server.services.db
      .query.selectFrom("Order")
      .select("id")
      .where((eb) => eb.or([eb("captureId", "=", captureId), eb("userId", "=", buyer.userId)]))
      .execute();
    expect(orders).toHaveLength(0);
    expect(server.paypal.refunds).not.toContain(captureId);
  });

  it("refuses a capture another buyer's order holds, with a wrong price too, and writes no second order", async () => {
    const captureId = eur("980.00");
    expect((await post(await newBuyer(), payload(captureId))).status).toBe(200);
    const thief = await newBuyer();
    expect(await post(thief, payload(captureId, { price: 900 }))).toEqual(refusal(409, CHECKOUT_MESSAGES.captureAlreadyUsed));
    expect(await ordersOf(captureId)).toEqual([expect.objectContaining({ status: "paid" })]);
    expect(await server.services.db.query.selectFrom("Order").select("id").where("userId", "=", thief.userId).execute()).toHaveLength(0);
  });
});
