import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor, type TestUser } from "@vyc/testkit/users";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tickets = (headers: Record<string, string> = {}) => fetch(`${server.url}/api/user/tickets`, { headers });

/** A paid order of `names.length` tickets for `user`, written straight to the database. */
async function insertPaidOrder(user: TestUser, eventName: string, names: string[], createdAt: Date) {
  return server.services.db.transaction(async (tx) => {
    const event = await tx.query.selectFrom("Event").selectAll().where("name", "=", eventName).executeTakeFirstOrThrow();
    const order = await tx.query
      .insertInto("Order")
      .values({
        userId: user.id,
        eventId: event.id,
        status: "paid",
        quantity: names.length,
        unitPriceMinor: event.priceMinor,
        subtotalMinor: event.priceMinor * names.length,
        totalMinor: event.priceMinor * names.length,
        currency: event.currency,
        provider: "test",
        captureId: `CAPTURE-${randomBytes(6).toString("hex")}`,
        createdAt,
        paidAt: createdAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const tickets = await tx.query
      .insertInto("Ticket")
      .values(
        names.map((name, i) => ({
          id: randomUUID(),
          orderId: order.id,
          eventId: event.id,
          number: i + 1,
          firstName: name,
          lastName: "Nguyen",
          gender: "female",
          age: 20,
          email: `${name.toLowerCase()}@example.test`,
          phone: "123-456-7890",
          country: "Germany",
          expectation: "Meet people",
          secret: randomBytes(18).toString("base64url"),
          shortCode: randomUUID().slice(0, 8).toUpperCase(),
          createdAt,
        })),
      )
      .returningAll()
      .execute();
    return { ...order, tickets, event };
  });
}

describe("GET /api/user/tickets", () => {
  it("needs a session", async () => {
    const res = await tickets();
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ message: "Authentication required." });
    expect((await tickets({ cookie: "vyc_session=forged" })).status).toBe(401);
  });

  it("answers nulls for a user without tickets", async () => {
    const user = await createUser(server);
    const res = await tickets({ cookie: (await sessionFor(server, user)).cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ tickets: null, orders: null });
  });

  it("lists the user's ticket groups keyed by order id and the orders at the same position, and nobody else's", async () => {
    const alice = await createUser(server);
    const bob = await createUser(server);
    const older = await insertPaidOrder(alice, "Identity Summer Camp Germany", ["Linh", "Minh"], new Date("2026-01-10T10:00:00Z"));
    const newer = await insertPaidOrder(alice, "Activism Seminar for Social Impact", ["Lan"], new Date("2026-02-10T10:00:00Z"));
    const bobs = await insertPaidOrder(bob, "Identity Summer Camp Germany", ["Bao"], new Date("2026-03-10T10:00:00Z"));
    await server.services.db
      .query.insertInto("Order")
      .values({ userId: alice.id, eventId: older.eventId, status: "pending", quantity: 1, unitPriceMinor: 100, subtotalMinor: 100, totalMinor: 100, currency: "EUR", createdAt: new Date() })
      .execute();

    const res = await tickets({ cookie: (await sessionFor(server, alice)).cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      tickets: Record<string, Array<Record<string, unknown>>>;
      orders: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(body.orders)).toEqual(["0", "1"]);
    expect(Object.keys(body.tickets)).toEqual([String(older.id), String(newer.id)]);
    expect(body.orders["0"]).toMatchObject({ order_id: older.id, created_at: "2026-01-10T10:00:00.000Z", status: "paid", event_name: "Identity Summer Camp Germany" });
    expect(body.orders["1"]).toMatchObject({ order_id: newer.id, created_at: "2026-02-10T10:00:00.000Z", event_name: "Activism Seminar for Social Impact" });
    expect(Object.keys(body.orders["0"] ?? {})).not.toContain("event_name_vi");
    const session = (await sessionFor(server, alice)).cookie;
    const account = (await (await fetch(`${server.url}/trpc/account.tickets`, { headers: { cookie: session } })).json()) as { result: { data: { orders: Record<string, Record<string, unknown>> } } };
    expect(account.result.data.orders["1"]).toMatchObject({ event_name: "Identity Summer Camp Germany", event_name_vi: "Trại hè Bản sắc tại Đức" });
    expect(body.tickets[String(newer.id)]?.map((t) => t.firstname)).toEqual(["Lan"]);
    expect(body.tickets[String(older.id)]?.map((t) => t.firstname)).toEqual(["Linh", "Minh"]);

    const first = body.tickets[String(older.id)]?.[0];
    const event = older.event;
    expect(first).toEqual({
      id: older.tickets.find((t) => t.number === 1)?.id,
      number: 1,
      capture_id: older.captureId,
      status: "COMPLETED",
      qrcode: expect.stringMatching(/^data:image\/png;base64,/),
      lastname: "Nguyen",
      firstname: "Linh",
      price: event.priceMinor / 100,
      currency: event.currency,
      date_start: event.dateStart.toISOString(),
      date_end: event.dateEnd.toISOString(),
      place: event.place,
      location: event.location,
      email: "linh@example.test",
      phone: "123-456-7890",
      user_id: alice.id,
      eventId: event.id,
      event_category: event.eventCategory,
      event_label: event.label,
      // An adult attendee: no guardian consent is asked for.
      guardian_consent: "notNeeded",
    });

    const all = JSON.stringify(body);
    expect(all).not.toContain(bobs.captureId ?? "none");
    expect(all).not.toContain("Bao");
    const bobsView = (await (await tickets({ cookie: (await sessionFor(server, bob)).cookie })).json()) as { orders: Record<string, { order_id: number }> };
    expect(Object.values(bobsView.orders).map((o) => o.order_id)).toEqual([bobs.id]);
  });
});
