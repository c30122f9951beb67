import { sql } from "kysely";
import { manualClock } from "@vyc/domain/shared";
import { CHECKOUT_MESSAGES, LIMITS } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { copyEvent, eventIdBySlug } from "@vyc/testkit/db-lookups";
import { fakePayPalEnv, startFakePayPal, type FakePayPal } from "@vyc/testkit/fake-paypal";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";

const clock = manualClock(new Date());
let server: TestServer;
let paypal: FakePayPal;

beforeAll(async () => {
  paypal = await startFakePayPal();
  server = await startTestServer({ clock, env: fakePayPalEnv(paypal) });
  // What a buyer holds on an event (at the clock's starting time) is recorded as others see it, once a
  // write to an order is committed: a hold's own steps inside its transaction (its order written before
  // the buyer's unpaid holds are released) are no such moment.
  const db = server.services.db;
  await db.query.schema.createTable("test_hold_watch").addColumn("userId", "text").addColumn("eventId", "integer").addColumn("held", "integer").execute();
  for (const statement of holdWatch[db.engine](clock.now())) await sql.raw(statement).execute(db.query);
});

/**
 * The triggers recording holds, in each engine's dialect (times as each engine stores them). PostgreSQL
 * records at the commit of every transaction that wrote an order (a deferred trigger). SQLite has no
 * such trigger: it records as each payment opens at the provider, a transaction of its own after every
 * successful hold, so a hold that passed the limit is seen there.
 */
const holdWatch = {
  sqlite: (since: Date) =>
    [
      `CREATE TRIGGER "test_hold_watch" AFTER UPDATE OF "providerOrderId" ON "Order" WHEN NEW."userId" IS NOT NULL AND NEW."providerOrderId" IS NOT NULL BEGIN
         INSERT INTO "test_hold_watch" SELECT NEW."userId", NEW."eventId", COALESCE(SUM("quantity"), 0) FROM "Order"
         WHERE "userId" = NEW."userId" AND "eventId" = NEW."eventId" AND "status" = 'pending' AND "expiresAt" > '${since.toISOString().replace("Z", "+00:00")}';
       END`,
    ],
  postgres: (since: Date) => [
    `CREATE FUNCTION "test_hold_watch"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
       INSERT INTO "test_hold_watch" SELECT NEW."userId", NEW."eventId", COALESCE(SUM("quantity"), 0) FROM "Order"
       WHERE "userId" = NEW."userId" AND "eventId" = NEW."eventId" AND "status" = 'pending' AND "expiresAt" > TIMESTAMP '${since.toISOString().replace("T", " ").replace("Z", "")}';
       RETURN NULL;
     END $$`,
    `CREATE CONSTRAINT TRIGGER "test_hold_watch" AFTER INSERT OR UPDATE ON "Order" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."userId" IS NOT NULL) EXECUTE FUNCTION "test_hold_watch"()`,
  ],
};
afterAll(async () => {
  await server.close();
  await paypal.close();
});

let copies = 0;
/** A copy of the paid demo camp with its own capacity, so a test's seat counts are its own. */
async function campWith(capacity: number): Promise<number> {
  const db = server.services.db;
  return copyEvent(db, await eventIdBySlug(db, "identity-summer-camp-germany"), { slug: `hold-limit-${++copies}`, capacity });
}

const newBuyer = () => createBuyer(server.services.db, clock.now());
const seatsLeft = async (eventId: number) => (await callTrpc<{ seatsLeft: number }>(server.url, "events.getData", { id: eventId }, {}, "GET")).data?.seatsLeft;
const mostEverHeld = async (buyer: Buyer, eventId: number) =>
  (
    await server.services.db
      .query.withTables<{ test_hold_watch: { userId: string; eventId: number; held: number } }>()
      .selectFrom("test_hold_watch")
      .select((eb) => eb.fn.max("held").as("most"))
      .where("userId", "=", buyer.userId)
      .where("eventId", "=", eventId)
      .executeTakeFirst()
  )?.most;

/** Holds seats and opens the PayPal payment for them, as the payment page does. */
async function holdInPayment(buyer: Buyer, eventId: number, numTickets: number) {
  const checkout = checkoutClient(server.url, buyer);
  const started = await checkout.start(eventId, numTickets);
  if (!started.data) return { started, payment: undefined };
  const payment = await checkout.createPayment(started.data.orderId, "paypal");
  return { started, payment };
}

describe("one buyer's holds on an event", () => {
  it("never pass the order limit under a burst of holds and payments from one account, and others can still buy", async () => {
    const eventId = await campWith(60);
    const greedy = await newBuyer();
    const results = await Promise.all(Array.from({ length: 16 }, () => holdInPayment(greedy, eventId, 4)));

    const most = Number(await mostEverHeld(greedy, eventId));
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(LIMITS.ticketsPerOrderMax);
    expect(await seatsLeft(eventId)).toBeGreaterThanOrEqual(60 - LIMITS.ticketsPerOrderMax);
    const expected = [CHECKOUT_MESSAGES.holdLimit(4), CHECKOUT_MESSAGES.holdLimit(8), CHECKOUT_MESSAGES.holdExpired, CHECKOUT_MESSAGES.orderNotPending];
    for (const { started, payment } of results) {
      const refused = started.error ? started : payment?.error ? payment : null;
      if (refused) expect({ status: refused.status, known: expected.includes(refused.error?.message as never) }).toEqual({ status: 409, known: true });
    }

    const other = checkoutClient(server.url, await newBuyer());
    const held = await other.start(eventId, LIMITS.ticketsPerOrderMax);
    expect(held.status).toBe(200);
    const orderId = held.data?.orderId ?? 0;
    const providerOrderId = (await other.createPayment(orderId, "paypal")).data?.providerOrderId ?? "";
    expect((await other.capture(orderId, providerOrderId)).data?.outcome).toBe("completed");
  });

  it("refuses a hold that would pass the limit while a payment is under way, with a clear message, and never breaks that payment", async () => {
    const eventId = await campWith(30);
    const buyer = await newBuyer();
    const checkout = checkoutClient(server.url, buyer);
    const first = await holdInPayment(buyer, eventId, 5);
    const firstOrderId = first.started.data?.orderId ?? 0;

    const tooMany = await checkout.start(eventId, 4);
    expect(tooMany.status).toBe(409);
    expect(tooMany.error?.message).toBe(CHECKOUT_MESSAGES.holdLimit(5));
    expect(tooMany.error?.message).toBe(
      "You already hold 5 seats of this event in a payment that is not finished, and one buyer can hold at most 8. Finish that payment, or try again in a few minutes.",
    );
    expect(await seatsLeft(eventId)).toBe(25);

    const within = await checkout.start(eventId, 3);
    expect(within.status).toBe(200);
    expect(await seatsLeft(eventId)).toBe(22);

    const captured = await checkout.capture(firstOrderId, first.payment?.data?.providerOrderId ?? "");
    expect(captured.data?.outcome).toBe("completed");
    expect(await server.services.db.query.selectFrom("Ticket").select("id").where("orderId", "=", firstOrderId).execute()).toHaveLength(5);
  });

  it("replaces a hold that never reached the payment provider, so reloading the page is never refused", async () => {
    const eventId = await campWith(30);
    const checkout = checkoutClient(server.url, await newBuyer());
    expect((await checkout.start(eventId, 8)).status).toBe(200);
    expect((await checkout.start(eventId, 8)).status).toBe(200);
    expect(await seatsLeft(eventId)).toBe(22);
  });

  it("lets the buyer hold again once the payment under way is released or expired", async () => {
    const eventId = await campWith(30);
    const buyer = await newBuyer();
    const checkout = checkoutClient(server.url, buyer);
    const first = await holdInPayment(buyer, eventId, 8);
    expect((await checkout.start(eventId, 1)).status).toBe(409);

    expect((await checkout.release(first.started.data?.orderId ?? 0)).status).toBe(200);
    const second = await holdInPayment(buyer, eventId, 8);
    expect(second.payment?.status).toBe(200);
    expect((await checkout.start(eventId, 1)).status).toBe(409);

    clock.advance(LIMITS.checkoutTimeoutMs);
    expect((await checkout.start(eventId, 8)).status).toBe(200);
  });
});
