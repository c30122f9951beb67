import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participants } from "@vyc/testkit/attendees";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { eventById } from "@vyc/testkit/db-lookups";
import { startPayPalTestServer, type PayPalTestServer } from "@vyc/testkit/paypal-test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";

let server: PayPalTestServer;

beforeAll(async () => {
  server = await startPayPalTestServer();
});
afterAll(() => server.close());

const IMPOSSIBLE = ["2026-13-01T10:00", "2026-12-40T99:99", "2026-02-30T10:00", "2026-12-01T25:00"];
const flight = (arrivalDatetime: string) => ({
  arrivalTransportType: "plane",
  arrivalDatetime,
  arrivalAirline: "Lufthansa",
  arrivalFlightNumber: "LH123",
  departureTransportType: "train",
  departureDatetime: "2030-07-08T16:00",
});
const withFlight = (arrivalDatetime: string) => ({ logisticCase: "logisticInformation", logistics: { "1": flight(arrivalDatetime) } });
/** The same flight as the specification's REST payload names it. */
const withRestFlight = (arrivalDatetime: string) => ({ logisticCase: "logisticInformation", logisticsInformations: { "1": flight(arrivalDatetime) } });
const newBuyer = () => createBuyer(server.services.db, server.services.clock.now());
const ordersOf = (userId: string) => server.services.db.query.selectFrom("Order").select("id").where("userId", "=", userId).execute();

interface Issues {
  data?: { issues?: Array<{ path: string[]; message: string }> | null };
}

describe.each(IMPOSSIBLE)("the flight time %s", (value) => {
  it("is refused with 400 and its field when the seats are held, and holds nothing", async () => {
    const buyer = await newBuyer();
    const res = await checkoutClient(server.url, buyer).start(server.campId, 1, withFlight(value));
    expect(res.status).toBe(400);
    expect((res.error as Issues | undefined)?.data?.issues).toEqual([{ path: ["logistics", "1", "arrivalDatetime"], message: "Enter a date and time." }]);
    expect(await ordersOf(buyer.userId)).toHaveLength(0);
  });

  it("is refused with 400 by POST /api/register/private, before the payment is looked at", async () => {
    const captureId = server.paypal.captureDirect({ currency_code: "EUR", value: "490.00" });
    const buyer = await newBuyer();
    const res = await fetch(`${server.url}/api/register/private`, {
      method: "POST",
      headers: { "content-type": "application/json", ...buyer.headers },
      body: JSON.stringify({ eventId: server.campId, numTickets: 1, participants: participants(1), ...withRestFlight(value), captureId, price: 490 }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("arrivalDatetime");
    expect(server.paypal.requests.some((r) => r.path === `/v2/payments/captures/${captureId}`)).toBe(false);
    expect(await ordersOf(buyer.userId)).toHaveLength(0);
  });

  it("is refused with 400 and its field by account.updateTicketLogistics, leaving the ticket as it was", async () => {
    const buyer = await newBuyer();
    const { query } = server.services.db;
    const now = new Date();
    const event = await eventById(server.services.db, server.campId);
    const order = await query
      .insertInto("Order")
      .values({ userId: buyer.userId, eventId: server.campId, status: "paid", quantity: 1, unitPriceMinor: event.priceMinor, subtotalMinor: event.priceMinor, totalMinor: event.priceMinor, currency: event.currency, createdAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const ticket = await query
      .insertInto("Ticket")
      .values({
        id: randomUUID(),
        orderId: order.id,
        eventId: server.campId,
        number: 1,
        firstName: "Linh",
        lastName: "Nguyen",
        gender: "female",
        age: 19,
        email: "linh@example.test",
        phone: "123-456-7890",
        country: "Germany",
        expectation: "Camp",
        secret: `secret-${order.id}`,
        shortCode: randomUUID().slice(0, 8).toUpperCase(),
        createdAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const res = await callTrpc(server.url, "account.updateTicketLogistics", { ticketId: ticket.id, logistics: flight(value) }, buyer.headers);
    expect(res.status).toBe(400);
    expect((res.error as Issues | undefined)?.data?.issues).toEqual([{ path: ["logistics", "arrivalDatetime"], message: "Enter a date and time." }]);
    expect((await query.selectFrom("Ticket").select("arrivalTransportType").where("id", "=", ticket.id).executeTakeFirstOrThrow()).arrivalTransportType).toBeNull();
  });
});
