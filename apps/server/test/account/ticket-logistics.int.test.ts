import { TICKET_LOGISTICS_MESSAGES } from "@vyc/validators";
import { randomUUID } from "node:crypto";
import { createSession } from "@vyc/domain/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "../../src/context";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

let counter = 0;

/** A signed-in user written straight to the database, with the session cookie header to send. */
async function signedInUser() {
  const { db, clock } = server.services;
  const user = await db
    .query.insertInto("User")
    .values({ id: randomUUID(), email: `traveller-${++counter}@example.test`, passwordHash: "!", emailVerifiedAt: clock.now(), createdAt: clock.now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { token } = await createSession(db, user.id, clock.now());
  return { id: user.id, headers: { cookie: `${SESSION_COOKIE}=${token}` } };
}

/** A paid order of one ticket for the named demo event, owned by the user. */
async function ticketOf(userId: string, eventName: string) {
  const { query } = server.services.db;
  const now = new Date();
  const event = await query.selectFrom("Event").selectAll().where("name", "=", eventName).executeTakeFirstOrThrow();
  const order = await query
    .insertInto("Order")
    .values({ userId, eventId: event.id, status: "paid", quantity: 1, unitPriceMinor: event.priceMinor, subtotalMinor: event.priceMinor, totalMinor: event.priceMinor, currency: event.currency, createdAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return query
    .insertInto("Ticket")
    .values({
      id: randomUUID(),
      orderId: order.id,
      eventId: event.id,
      number: 1,
      firstName: "Linh",
      lastName: "Nguyen",
      gender: "female",
      age: 19,
      email: "linh@example.test",
      phone: "123-456-7890",
      country: "Germany",
      expectation: "Meet the community",
      secret: `secret-${++counter}`,
      shortCode: randomUUID().slice(0, 8).toUpperCase(),
      createdAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const ticketRow = (id: string) => server.services.db.query.selectFrom("Ticket").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const flight = {
  arrivalTransportType: "plane",
  arrivalDatetime: "2030-07-01T10:30",
  arrivalAirline: "Vietnam Airlines",
  arrivalFlightNumber: "VN37",
  departureTransportType: "train",
  departureDatetime: "2030-07-08T16:00",
  comments: "Travelling with my sister",
};

const update = (headers: Record<string, string>, input: unknown) =>
  fetch(`${server.url}/trpc/account.updateTicketLogistics`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(input),
  });

const read = (headers: Record<string, string>, ticketId: string) =>
  fetch(`${server.url}/trpc/account.ticketLogistics?input=${encodeURIComponent(JSON.stringify({ ticketId }))}`, { headers });

interface TrpcError {
  error: { message: string; data: { code: string; issues: Array<{ path: string[]; message: string }> | null } };
}

describe("account.updateTicketLogistics", () => {
  it("lets the owner of the ticket add flight details and read them back", async () => {
    const owner = await signedInUser();
    const ticket = await ticketOf(owner.id, "Identity Summer Camp Germany");

    const before = await read(owner.headers, ticket.id);
    expect(before.status).toBe(200);
    expect(((await before.json()) as { result: { data: unknown } }).result.data).toEqual({ ticketId: ticket.id, logistics: null });

    const res = await update(owner.headers, { ticketId: ticket.id, logistics: flight });
    expect(res.status).toBe(200);
    const saved = { ...flight, departureAirline: undefined, departureFlightNumber: undefined };
    expect(((await res.json()) as { result: { data: unknown } }).result.data).toEqual({ ticketId: ticket.id, logistics: JSON.parse(JSON.stringify(saved)) });

    const after = (await (await read(owner.headers, ticket.id)).json()) as { result: { data: { logistics: Record<string, unknown> } } };
    expect(after.result.data.logistics).toMatchObject({ arrivalDatetime: "2030-07-01T10:30", arrivalFlightNumber: "VN37", departureTransportType: "train" });
  });

  it("replaces earlier details, dropping the flight of a leg that is now by train", async () => {
    const owner = await signedInUser();
    const ticket = await ticketOf(owner.id, "Identity Summer Camp Germany");
    await update(owner.headers, { ticketId: ticket.id, logistics: flight });

    const res = await update(owner.headers, { ticketId: ticket.id, logistics: { ...flight, arrivalTransportType: "train", comments: "" } });
    expect(res.status).toBe(200);
    const row = await ticketRow(ticket.id);
    expect(row).toMatchObject({ arrivalTransportType: "train", arrivalAirline: null, arrivalFlightNumber: null, logisticsComments: null });
  });

  it("answers 404 to another signed-in user, and leaves the ticket untouched", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const ticket = await ticketOf(owner.id, "Identity Summer Camp Germany");

    const res = await update(stranger.headers, { ticketId: ticket.id, logistics: flight });
    expect(res.status).toBe(404);
    expect(((await res.json()) as TrpcError).error.message).toBe(TICKET_LOGISTICS_MESSAGES.ticketNotFound);
    expect((await read(stranger.headers, ticket.id)).status).toBe(404);
    const row = await ticketRow(ticket.id);
    expect(row.arrivalTransportType).toBeNull();
  });

  it("answers 404 for a ticket that does not exist", async () => {
    const owner = await signedInUser();
    expect((await update(owner.headers, { ticketId: "no-such-ticket", logistics: flight })).status).toBe(404);
  });

  it("requires a signed-in user", async () => {
    const owner = await signedInUser();
    const ticket = await ticketOf(owner.id, "Identity Summer Camp Germany");
    expect((await update({}, { ticketId: ticket.id, logistics: flight })).status).toBe(401);
  });

  it.each([
    ["a plane without flight number", { ...flight, arrivalFlightNumber: "" }, ["logistics", "arrivalFlightNumber"]],
    ["a datetime in 2051", { ...flight, departureDatetime: "2051-01-01T10:00" }, ["logistics", "departureDatetime"]],
    ["an unknown transport", { ...flight, departureTransportType: "bus" }, ["logistics", "departureTransportType"]],
  ])("refuses %s with 400 and the field path", async (_, logistics, path) => {
    const owner = await signedInUser();
    const ticket = await ticketOf(owner.id, "Identity Summer Camp Germany");
    const res = await update(owner.headers, { ticketId: ticket.id, logistics });
    expect(res.status).toBe(400);
    expect(((await res.json()) as TrpcError).error.data.issues?.map((i) => i.path)).toContainEqual(path);
    const row = await ticketRow(ticket.id);
    expect(row.arrivalTransportType).toBeNull();
  });

  it("refuses travel details for an online event", async () => {
    const owner = await signedInUser();
    const ticket = await ticketOf(owner.id, "Community Engagement Training (Online)");
    const res = await update(owner.headers, { ticketId: ticket.id, logistics: flight });
    expect(res.status).toBe(400);
    expect(((await res.json()) as TrpcError).error.message).toBe(TICKET_LOGISTICS_MESSAGES.onlineEvent);
  });

  it("refuses changes once the event is over", async () => {
    const owner = await signedInUser();
    const ticket = await ticketOf(owner.id, "Summer Camp Norway");
    const res = await update(owner.headers, { ticketId: ticket.id, logistics: flight });
    expect(res.status).toBe(400);
    expect(((await res.json()) as TrpcError).error.message).toBe(TICKET_LOGISTICS_MESSAGES.eventOver);
  });
});
