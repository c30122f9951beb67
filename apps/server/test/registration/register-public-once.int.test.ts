import { CHECKOUT_REFUSALS } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendee, participants } from "@vyc/testkit/attendees";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { insertEvent } from "@vyc/testkit/db-lookups";
import { eventRow } from "@vyc/testkit/event-input";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";

let server: TestServer;
let eventSeq = 0;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newBuyer = () => createBuyer(server.services.db, server.services.clock.now());

function onlineEvent(): Promise<number> {
  const start = new Date(Date.now() + 30 * DAY);
  return insertEvent(server.services.db, eventRow(`online-once-${++eventSeq}`, start, { isOnline: true, place: "Online", location: "Online", dateEnd: start }));
}

const registerRest = (buyer: Buyer, body: Record<string, unknown>) =>
  fetch(`${server.url}/api/register/public`, { method: "POST", headers: { "content-type": "application/json", ...buyer.headers }, body: JSON.stringify(body) });

const registerTrpc = (buyer: Buyer, body: Record<string, unknown>) => callTrpc<{ orderId: number }>(server.url, "registration.public", body, buyer.headers);

const rowsOfEvent = async (table: "Order" | "Ticket", eventId: number) =>
  (await server.services.db.query.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).where("eventId", "=", eventId).executeTakeFirstOrThrow()).n;
const ticketsOf = (eventId: number) => rowsOfEvent("Ticket", eventId);
const ordersOf = (eventId: number) => rowsOfEvent("Order", eventId);

describe("registering the same attendee for a free event again", () => {
  it("is refused with a message naming the attendee, on the REST path and on tRPC, storing nothing", async () => {
    const eventId = await onlineEvent();
    const buyer = await newBuyer();
    const body = { eventId, numTickets: 2, participants: participants(2), isOnline: true };
    expect((await registerRest(buyer, body)).status).toBe(200);

    const again = await registerRest(buyer, body);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ message: "attendee1@example.test is already registered for this event." });

    const { participants: attendees, ...rest } = body;
    const viaTrpc = await registerTrpc(buyer, { ...rest, attendees });
    expect(viaTrpc.status).toBe(409);
    expect(viaTrpc.error?.message).toBe(CHECKOUT_REFUSALS.attendeeAlreadyRegistered("attendee1@example.test").message);

    expect(await ordersOf(eventId)).toBe(1);
    expect(await ticketsOf(eventId)).toBe(2);
  });

  it("recognises the attendee whatever the letter case of the e-mail", async () => {
    const eventId = await onlineEvent();
    const buyer = await newBuyer();
    expect((await registerTrpc(buyer, { eventId, numTickets: 1, attendees: participants(1) })).status).toBe(200);
    const res = await registerRest(buyer, { eventId, numTickets: 1, participants: { "1": attendee(1, { email: "Attendee1@Example.TEST" }) } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: "Attendee1@Example.TEST is already registered for this event." });
    expect(await ticketsOf(eventId)).toBe(1);
  });

  it("refuses a registration mixing a new attendee with one registered before, and registers the new one alone", async () => {
    const eventId = await onlineEvent();
    const buyer = await newBuyer();
    expect((await registerRest(buyer, { eventId, numTickets: 1, participants: participants(1) })).status).toBe(200);

    const mixed = await registerRest(buyer, { eventId, numTickets: 2, participants: { "1": attendee(2), "2": attendee(1) } });
    expect(mixed.status).toBe(409);
    expect(await mixed.json()).toMatchObject({ message: "attendee1@example.test is already registered for this event." });
    expect(await ticketsOf(eventId)).toBe(1);

    expect((await registerRest(buyer, { eventId, numTickets: 1, participants: { "1": attendee(2) } })).status).toBe(200);
    expect(await ticketsOf(eventId)).toBe(2);
  });

  it("refuses the same attendee twice in one registration", async () => {
    const eventId = await onlineEvent();
    const res = await registerRest(await newBuyer(), { eventId, numTickets: 2, participants: { "1": attendee(1), "2": attendee(2, { email: "ATTENDEE1@example.test" }) } });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: "ATTENDEE1@example.test is already registered for this event." });
    expect(await ticketsOf(eventId)).toBe(0);
  });

  it("lets another account register the same attendee, and the same account register it for another event", async () => {
    const eventId = await onlineEvent();
    const otherEventId = await onlineEvent();
    const buyer = await newBuyer();
    const body = { eventId, numTickets: 1, participants: participants(1) };
    expect((await registerRest(buyer, body)).status).toBe(200);
    expect((await registerRest(await newBuyer(), body)).status).toBe(200);
    expect((await registerRest(buyer, { ...body, eventId: otherEventId })).status).toBe(200);
  });

  it("lets an attendee whose ticket was cancelled register again", async () => {
    const eventId = await onlineEvent();
    const buyer = await newBuyer();
    const body = { eventId, numTickets: 1, participants: participants(1) };
    expect((await registerRest(buyer, body)).status).toBe(200);
    await server.services.db.query.updateTable("Ticket").set({ status: "cancelled" }).where("eventId", "=", eventId).execute();
    expect((await registerRest(buyer, body)).status).toBe(200);
  });

  it("keeps exactly one of many identical registrations sent at once", async () => {
    const eventId = await onlineEvent();
    const buyer = await newBuyer();
    const body = { eventId, numTickets: 2, participants: participants(2), isOnline: true };
    const input = { eventId, numTickets: 2, attendees: participants(2), isOnline: true };
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? registerRest(buyer, body).then((r) => r.status) : registerTrpc(buyer, input).then((r) => r.status))));
    expect(results.filter((status) => status === 200)).toHaveLength(1);
    expect(results.filter((status) => status === 409)).toHaveLength(11);
    expect(await ordersOf(eventId)).toBe(1);
    expect(await ticketsOf(eventId)).toBe(2);
  });
});
