import { openText } from "@vyc/domain/privacy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participants, attendee } from "@vyc/testkit/attendees";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { eventIdBySlug, insertEvent, orderWithTickets } from "@vyc/testkit/db-lookups";
import { eventRow } from "@vyc/testkit/event-input";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

let server: TestServer;
let buyer: Buyer;
let onlineId: number;
let paidId: number;
let closedId: number;

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.services.db;
  buyer = await createBuyer(db, server.services.clock.now());
  const bySlug = (slug: string) => eventIdBySlug(db, slug);
  onlineId = await bySlug("online-community-training");
  paidId = await bySlug("identity-summer-camp-germany");
  closedId = await bySlug("skill-building-weekend-copenhagen");
});
afterAll(() => server.close());

const register = (body: unknown, headers: Record<string, string> = buyer.headers) =>
  fetch(`${server.url}/api/register/public`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });

const rowsIn = async (table: "Order" | "Ticket") =>
  (await server.services.db.query.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;
const counts = async () => ({ orders: await rowsIn("Order"), tickets: await rowsIn("Ticket") });
const ticketsOfEvent = (eventId: number) => server.services.db.query.selectFrom("Ticket").select("id").where("eventId", "=", eventId).execute();

function freeEvent(slug: string, over: Record<string, unknown>): Promise<number> {
  return insertEvent(server.services.db, eventRow(slug, new Date(Date.now() + 30 * DAY), over));
}

describe("POST /api/register/public", () => {
  it("registers the participants of an online event: one ticket each, healthcare dropped", async () => {
    const res = await register({ eventId: onlineId, numTickets: 2, participants: participants(2), isOnline: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; orderId: number };
    expect(body).toEqual({ success: true, orderId: expect.any(Number) });
    const order = await orderWithTickets(server.services.db, body.orderId);
    expect(order).toMatchObject({ status: "paid", provider: "free", totalMinor: 0, quantity: 2, userId: buyer.userId, eventId: onlineId });
    expect(order.tickets.map((t) => [t.number, t.firstName, t.lastName, t.email, t.healthcare])).toEqual([
      [1, "First1", "Last1", "attendee1@example.test", null],
      [2, "First2", "Last2", "attendee2@example.test", null],
    ]);
    const secrets = order.tickets.map((t) => t.secret);
    expect(new Set(secrets).size).toBe(2);
    for (const s of secrets) expect(s).toMatch(/^[\w-]{24,}$/);
  });

  it("keeps healthcare for an in-person free event", async () => {
    const id = await freeEvent("free-in-person", {});
    const res = await register({ eventId: id, numTickets: 1, participants: participants(1) });
    expect(res.status).toBe(200);
    const { orderId } = (await res.json()) as { orderId: number };
    const ticket = await server.services.db.query.selectFrom("Ticket").selectAll().where("orderId", "=", orderId).executeTakeFirstOrThrow();
    expect(ticket.healthcare).toMatch(/^enc:v1:/);
    expect(openText(ticket.healthcare)).toBe("Vegetarian");
  });

  it("requires a signed-in user with a verified e-mail address", async () => {
    const before = await counts();
    const res = await register({ eventId: onlineId, numTickets: 1, participants: participants(1) }, {});
    expect(res.status).toBe(401);
    const unverified = await createBuyer(server.services.db, server.services.clock.now(), { verified: false });
    const refused = await register({ eventId: onlineId, numTickets: 1, participants: participants(1) }, unverified.headers);
    expect(refused.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  const invalid: Array<[string, Record<string, unknown>, string[]]> = [
    ["age 0", { numTickets: 1, participants: { "1": attendee(1, { age: 0 }) } }, ["participants", "1", "age"]],
    ["age 101", { numTickets: 1, participants: { "1": attendee(1, { age: 101 }) } }, ["participants", "1", "age"]],
    ["9 tickets", { numTickets: 9, participants: participants(8) }, ["numTickets"]],
    ["0 tickets", { numTickets: 0, participants: {} }, ["numTickets"]],
    ["bad phone", { numTickets: 1, participants: { "1": attendee(1, { phone: "1234567890" }) } }, ["participants", "1", "phone"]],
    ["bad email", { numTickets: 1, participants: { "1": attendee(1, { email: "nope" }) } }, ["participants", "1", "email"]],
    ["missing first name", { numTickets: 1, participants: { "1": attendee(1, { firstName: "" }) } }, ["participants", "1", "firstName"]],
    ["unknown gender", { numTickets: 1, participants: { "1": attendee(1, { gender: "other" }) } }, ["participants", "1", "gender"]],
    ["missing participant", { numTickets: 2, participants: participants(1) }, ["participants"]],
    ["ticket number out of range", { numTickets: 1, participants: { "9": attendee(1) } }, ["participants", "9"]],
  ];
  for (const [name, body, path] of invalid) {
    it(`answers 400 with the field path for ${name}`, async () => {
      const before = await counts();
      const res = await register({ eventId: onlineId, ...body });
      expect(res.status).toBe(400);
      const json = (await res.json()) as { issues: Array<{ path: Array<string | number> }> };
      expect(json.issues.map((i) => i.path.map(String))).toContainEqual(path);
      expect(await counts()).toEqual(before);
    });
  }

  it("refuses a paid event and tells to pay", async () => {
    const before = await counts();
    const res = await register({ eventId: paidId, numTickets: 1, participants: participants(1) });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ message: "This event is paid: please complete the payment at checkout." });
    expect(await counts()).toEqual(before);
  });

  it("refuses an unknown event", async () => {
    const res = await register({ eventId: 999999, numTickets: 1, participants: participants(1) });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: "Event not found." });
  });

  it("refuses a closed event, a passed deadline and an event that is over, storing nothing", async () => {
    const closedFree = await freeEvent("free-closed", { isRegistrable: false });
    const pastDeadline = await freeEvent("free-past-deadline", { registrationDeadline: new Date(Date.now() - DAY) });
    const over = await freeEvent("free-over", { dateStart: new Date(Date.now() - 3 * DAY), dateEnd: new Date(Date.now() - DAY) });
    for (const eventId of [closedFree, pastDeadline, over, closedId]) {
      const before = await counts();
      const res = await register({ eventId, numTickets: 1, participants: participants(1) });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const json = (await res.json()) as { message: string };
      expect(json.message).toMatch(/closed|paid/);
      expect(await counts()).toEqual(before);
    }
  });

  it("refuses more participants than the seats left, storing nothing", async () => {
    const small = await freeEvent("free-small", { capacity: 3 });
    const anotherBuyer = async () => (await createBuyer(server.services.db, server.services.clock.now())).headers;
    expect((await register({ eventId: small, numTickets: 2, participants: participants(2) })).status).toBe(200);
    const before = await counts();
    const res = await register({ eventId: small, numTickets: 2, participants: participants(2) }, await anotherBuyer());
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: "Only 1 seat is left for this event." });
    expect((await register({ eventId: small, numTickets: 1, participants: participants(1) }, await anotherBuyer())).status).toBe(200);
    const full = await register({ eventId: small, numTickets: 1, participants: participants(1) }, await anotherBuyer());
    expect(full.status).toBe(409);
    expect(await full.json()).toMatchObject({ message: "This event is sold out." });
    expect((await counts()).tickets).toBe(before.tickets + 1);
    expect(await ticketsOfEvent(small)).toHaveLength(3);
  });

  it("never oversells a free event under concurrent registrations", async () => {
    const small = await freeEvent("free-race", { capacity: 10 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => createBuyer(server.services.db, server.services.clock.now())));
    const results = await Promise.all(buyers.map((b) => register({ eventId: small, numTickets: 1, participants: participants(1) }, b.headers)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409)).toHaveLength(20);
    expect(await ticketsOfEvent(small)).toHaveLength(10);
  });
});
