import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participants } from "@vyc/testkit/attendees";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { copyEvent, orderById, ticketsOfOrder } from "@vyc/testkit/db-lookups";
import { startPayPalTestServer, type PayPalTestServer } from "@vyc/testkit/paypal-test-server";

let server: PayPalTestServer;

beforeAll(async () => {
  server = await startPayPalTestServer();
});
afterAll(() => server.close());

const newBuyer = () => createBuyer(server.services.db, server.services.clock.now());
const flights = {
  "1": { arrivalTransportType: "plane", arrivalDatetime: "2027-07-01T10:30", arrivalAirline: "Lufthansa", arrivalFlightNumber: "LH123", departureTransportType: "train", departureDatetime: "2027-07-08T16:00" },
};

function payload(captureId: string, over: Record<string, unknown> = {}) {
  return {
    eventId: server.campId,
    numTickets: 2,
    participants: participants(2),
    logisticCase: "selfTravel",
    details: { status: "COMPLETED" },
    captureId,
    discountCode: "",
    price: 980,
    ...over,
  };
}

const post = async (buyer: Buyer, body: unknown) => {
  const res = await fetch(`${server.url}/api/register/private`, { method: "POST", headers: { "content-type": "application/json", ...buyer.headers }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { success?: boolean; orderId?: number; message?: string } };
};
const tickets = (orderId: number | undefined) => ticketsOfOrder(server.services.db, orderId ?? 0);
const ordersPaidBy = (captureIds: string[]) => server.services.db.query.selectFrom("Order").select("id").where("captureId", "in", captureIds).execute();
const camp15Uses = async () => (await server.services.db.query.selectFrom("Discount").select("uses").where("code", "=", "CAMP15").executeTakeFirstOrThrow()).uses;

describe("POST /api/register/private", () => {
  it("registers the participants once PayPal confirms the capture for the server's price", async () => {
    const captureId = server.paypal.captureDirect({ currency_code: "EUR", value: "980.00" });
    const res = await post(await newBuyer(), payload(captureId));
    expect(res).toEqual({ status: 200, body: { success: true, orderId: expect.any(Number) } });
    const order = await orderById(server.services.db, res.body.orderId ?? 0);
    expect(order).toMatchObject({ status: "paid", provider: "paypal", captureId, totalMinor: 98000, quantity: 2, logisticCase: "selfTravel" });
    expect(await tickets(res.body.orderId)).toHaveLength(2);
    expect(server.paypal.requests.some((r) => r.method === "GET" && r.path === `/v2/payments/captures/${captureId}`)).toBe(true);
  });

  it("keeps the flight details of each ticket", async () => {
    const captureId = server.paypal.captureDirect({ currency_code: "EUR", value: "490.00" });
    const res = await post(await newBuyer(), payload(captureId, { numTickets: 1, participants: participants(1), price: 490, logisticCase: "logisticInformation", logisticsInformations: flights }));
    expect(res.status).toBe(200);
    const [ticket] = await tickets(res.body.orderId);
    expect(ticket).toMatchObject({ arrivalTransportType: "plane", arrivalAirline: "Lufthansa", arrivalFlightNumber: "LH123", departureTransportType: "train", departureAirline: null });
    expect(ticket?.arrivalDatetime?.toISOString()).toBe("2027-07-01T10:30:00.000Z");
  });

  it("creates no second set of tickets when the same capture is posted again", async () => {
    const buyer = await newBuyer();
    const captureId = server.paypal.captureDirect({ currency_code: "EUR", value: "980.00" });
    const [first, second] = await Promise.all([post(buyer, payload(captureId)), post(buyer, payload(captureId))]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.orderId).toBe(first.body.orderId);
    expect(await ordersPaidBy([captureId])).toHaveLength(1);
    expect(await tickets(first.body.orderId)).toHaveLength(2);
  });

  it("refuses a capture another buyer already used", async () => {
    const captureId = server.paypal.captureDirect({ currency_code: "EUR", value: "980.00" });
    expect((await post(await newBuyer(), payload(captureId))).status).toBe(200);
    const thief = await post(await newBuyer(), payload(captureId));
    expect(thief).toEqual({ status: 409, body: expect.objectContaining({ message: "This payment has already been used for a registration." }) });
  });

  it("refuses a capture for another amount or currency than the one posted or charged, writing no order", async () => {
    const cheap = server.paypal.captureDirect({ currency_code: "EUR", value: "1.00" });
    const lying = await post(await newBuyer(), payload(cheap));
    expect(lying).toEqual({ status: 400, body: expect.objectContaining({ message: "The price does not match this order." }) });
    const wrongCurrency = server.paypal.captureDirect({ currency_code: "USD", value: "980.00" });
    expect((await post(await newBuyer(), payload(wrongCurrency))).status).toBe(400);
    expect(server.paypal.refunds).not.toContain(cheap);
    expect(await ordersPaidBy([cheap, wrongCurrency])).toHaveLength(0);
  });

  it("refuses a capture id PayPal does not know", async () => {
    const res = await post(await newBuyer(), payload("CAPFOREIGN0000001"));
    expect(res).toEqual({ status: 400, body: expect.objectContaining({ message: "The payment could not be verified." }) });
  });

  it("applies the discount code to the expected price and counts its use", async () => {
    const captureId = server.paypal.captureDirect({ currency_code: "EUR", value: "830.00" });
    const before = await camp15Uses();
    const res = await post(await newBuyer(), payload(captureId, { discountCode: "CAMP15", price: 830 }));
    expect(res.status).toBe(200);
    expect(await camp15Uses()).toBe(before + 1);
  });

  it("refunds a verified payment it cannot honour because the event is full", async () => {
    const full = await copyEvent(server.services.db, server.campId, { slug: "full-camp", capacity: 1 });
    const captureId = server.paypal.captureDirect({ currency_code: "EUR", value: "980.00" });
    const res = await post(await newBuyer(), payload(captureId, { eventId: full }));
    expect(res).toEqual({ status: 409, body: expect.objectContaining({ message: "Only 1 seat is left for this event." }) });
    expect(server.paypal.refunds).toContain(captureId);
  });

  it("requires a signed-in buyer and valid participants", async () => {
    const captureId = server.paypal.captureDirect({ currency_code: "EUR", value: "980.00" });
    expect((await post({ userId: "", email: "", headers: {} }, payload(captureId))).status).toBe(401);
    const bad = await post(await newBuyer(), payload(captureId, { participants: participants(1) }));
    expect(bad.status).toBe(400);
  });
});
