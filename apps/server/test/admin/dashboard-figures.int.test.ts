import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { reconcilePayments, returnPayment } from "@vyc/domain/orders";
import { manualClock } from "@vyc/domain/shared";
import { LIMITS, type TCheckInLive, type TDashboard } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participants } from "@vyc/testkit/attendees";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { eventIdBySlug, ticketsOfOrder } from "@vyc/testkit/db-lookups";
import { callTrpc, sellWalkIn, signedInStaff, type DeskStaff } from "@vyc/testkit/kiosk-client";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

const clock = manualClock(new Date());
let server: TestServer;
let staff: DeskStaff;
let campId: number;
let onlineId: number;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { PAYMENT_TEST_MODE: "true" } });
  staff = await signedInStaff(server);
  campId = await eventIdBySlug(server.services.db, "identity-summer-camp-germany");
  onlineId = await eventIdBySlug(server.services.db, "online-community-training");
});
afterAll(() => server.close());

const asStaff = <T>(kind: "query" | "mutation", procedure: string, input: unknown) => callTrpc<T>(server, kind, procedure, input, staff.authorization);

/** A buyer's order of `count` tickets, paid through the test provider (with a discount code when given). */
async function boughtOnline(eventId: number, count: number, code?: string): Promise<number> {
  const checkout = checkoutClient(server.url, await createBuyer(server.services.db, clock.now()));
  const orderId = (await checkout.start(eventId, count)).data?.orderId ?? 0;
  if (code) expect((await checkout.applyDiscount(orderId, code)).status).toBe(200);
  const payment = await checkout.createPayment(orderId, "test");
  expect((await checkout.capture(orderId, payment.data?.providerOrderId ?? "")).data?.outcome).toBe("completed");
  return orderId;
}

/** A buyer's order whose capture the recovery finds after its hold ran out: paid late, its seats taken again. */
async function paidLate(eventId: number): Promise<void> {
  const checkout = checkoutClient(server.url, await createBuyer(server.services.db, clock.now()));
  const orderId = (await checkout.start(eventId, 1)).data?.orderId ?? 0;
  const payment = await checkout.createPayment(orderId, "test");
  clock.advance(LIMITS.checkoutTimeoutMs + 1);
  expect((await testProvider().captureOrder(payment.data?.providerOrderId ?? "", "late")).status).toBe("completed");
  const recovered = await reconcilePayments(server.services.db, server.services.payments, clock.now(), server.services.log);
  expect(recovered.paid).toEqual([{ orderId }]);
}

const testProvider = () => {
  const provider = server.services.payments.test;
  if (!provider) throw new Error("The test provider is off.");
  return provider;
};

/** A held order whose capture does not pay it (another amount): the capture is given back and the order is refunded. */
async function returnedCapture(eventId: number): Promise<void> {
  const checkout = checkoutClient(server.url, await createBuyer(server.services.db, clock.now()));
  const orderId = (await checkout.start(eventId, 1)).data?.orderId ?? 0;
  const provider = testProvider();
  const stray = await provider.createOrder({ reference: "stray", description: "", itemName: "", quantity: 1, unitAmountMinor: 100, totalMinor: 100, currency: "EUR" });
  const captured = await provider.captureOrder(stray.providerOrderId, "stray-capture");
  if (captured.status !== "completed") throw new Error("The test provider did not capture.");
  expect(await returnPayment(server.services.db, provider, orderId, captured.captureId, server.services.log)).toBe("refunded");
}

/** A free registration of `count` participants of an online event. */
async function registeredFree(eventId: number, count: number): Promise<void> {
  const buyer = await createBuyer(server.services.db, clock.now());
  const res = await fetch(`${server.url}/api/register/public`, {
    method: "POST",
    headers: { "content-type": "application/json", ...buyer.headers },
    body: JSON.stringify({ eventId, numTickets: count, participants: participants(count), isOnline: true }),
  });
  expect(res.status).toBe(200);
}

let scans = 0;
const checkIn = async (deviceId: string, deskName: string, secret: string): Promise<string | undefined> => {
  scans += 1;
  const answer = await asStaff<{ result: string }>("mutation", "kiosk.checkIn", { clientScanId: `figures-${scans}`, deviceId, deskName, list: { eventId: campId }, secret });
  return answer.data.result;
};

const refund = async (input: Record<string, unknown>) => {
  const done = await asStaff("mutation", "refunds.refundOrder", { reason: "Figures", ...input });
  expect(done.status).toBe(200);
};

/** An event's figures as plain aggregates over its orders, tickets and check-ins compute them. */
async function aggregated(eventId: number) {
  const q = server.services.db.query;
  const revenue = await q
    .selectFrom("Order")
    .select((eb) => ["currency", eb.fn.sum<number>(eb("totalMinor", "-", eb.ref("refundedMinor"))).as("totalMinor")])
    .where("eventId", "=", eventId)
    .where("status", "in", ["paid", "refunded"])
    .groupBy("currency")
    .orderBy("currency")
    .execute();
  const paidOrders = await q.selectFrom("Order").select(["discountId", "quantity", "refundedSeats"]).where("eventId", "=", eventId).where("status", "=", "paid").execute();
  const tickets = await q
    .selectFrom("Ticket as t")
    .innerJoin("Order as o", "o.id", "t.orderId")
    .leftJoin("TicketType as y", "y.id", "t.ticketTypeId")
    .select(["t.createdAt", "t.status", "t.checkedInAt", "o.status as orderStatus", "y.name as typeName"])
    .where("t.eventId", "=", eventId)
    .execute();
  const perDesk = await q
    .selectFrom("CheckIn as c")
    .innerJoin("Ticket as t", "t.id", "c.ticketId")
    .select((eb) => ["c.deviceId", eb.fn.max("c.deskName").as("desk"), eb.fn.countAll<number>().as("accepted")])
    .where("t.eventId", "=", eventId)
    .where("c.result", "=", "accepted")
    .groupBy("c.deviceId")
    .orderBy("c.deviceId")
    .execute();
  const lastScans = await q
    .selectFrom("CheckIn as c")
    .innerJoin("Ticket as t", "t.id", "c.ticketId")
    .select(["c.scannedAt", "c.deviceId", "c.result", "t.orderId", "t.number"])
    .where("t.eventId", "=", eventId)
    .orderBy("c.scannedAt", "desc")
    .orderBy("c.id", "desc")
    .limit(8)
    .execute();
  const valid = tickets.filter((t) => t.status === "valid");
  const perDay = new Map<string, number>();
  for (const t of tickets) perDay.set(t.createdAt.toISOString().slice(0, 10), (perDay.get(t.createdAt.toISOString().slice(0, 10)) ?? 0) + 1);
  const soldPerType = new Map<string, number>();
  for (const t of valid) if (t.orderStatus === "paid" && t.typeName !== null) soldPerType.set(t.typeName, (soldPerType.get(t.typeName) ?? 0) + 1);
  return {
    dashboard: {
      sold: paidOrders.reduce((sum, o) => sum + o.quantity - o.refundedSeats, 0),
      revenue: revenue.map((r) => ({ currency: r.currency, totalMinor: Number(r.totalMinor) })),
      discountUses: paidOrders.filter((o) => o.discountId !== null).length,
      ticketsPerDay: [...perDay].sort(([a], [b]) => a.localeCompare(b)).map(([day, count]) => ({ day, tickets: count })),
      soldPerType,
    },
    live: {
      eventId,
      expected: valid.length,
      checkedIn: valid.filter((t) => t.checkedInAt !== null).length,
      perDesk: perDesk.map((d) => ({ deviceId: d.deviceId, desk: d.desk ?? d.deviceId, accepted: d.accepted })),
      lastScans: lastScans.map((s) => ({ at: s.scannedAt.toISOString(), deviceId: s.deviceId, result: s.result, ticket: `#${s.orderId}-${s.number}` })),
    },
  };
}

/** What the dashboard and the live panel show of an event, against the aggregates. */
async function expectFiguresOf(eventId: number): Promise<void> {
  const want = await aggregated(eventId);
  const dashboard = await asStaff<TDashboard>("query", "admin.dashboard", undefined);
  const shown = dashboard.data.events.find((e) => e.eventId === eventId);
  expect(shown).toMatchObject({ sold: want.dashboard.sold, revenue: want.dashboard.revenue, discountUses: want.dashboard.discountUses, ticketsPerDay: want.dashboard.ticketsPerDay });
  for (const type of shown?.perType ?? []) expect(type.sold).toBe(want.dashboard.soldPerType.get(type.name) ?? 0);
  const live = await asStaff<TCheckInLive>("query", "admin.checkInLive", { eventId });
  expect({ ...live.data, lastScans: live.data.lastScans.map(({ at, deviceId, result, ticket }) => ({ at, deviceId, result, ticket })) }).toEqual(want.live);
}

/** The statements that fill the figures from the existing rows, as the migration that added them runs them on this engine. */
function backfillStatements(): string[] {
  const engineDir = server.services.db.engine === "postgres" ? "prisma/postgres/migrations" : "prisma/migrations";
  const dir = path.resolve(import.meta.dirname, "../../../..", engineDir);
  const migration = readdirSync(dir).find((name) => name.endsWith("_event_figures"));
  if (!migration) throw new Error("the figures' migration is missing");
  const text = readFileSync(path.join(dir, migration, "migration.sql"), "utf8");
  const backfill = text.slice(text.indexOf("-- Backfill"));
  return backfill
    .split(/;\s*\n/)
    .map((statement) => statement.replace(/^--.*$/gm, "").trim())
    .filter((statement) => statement.length > 0);
}

describe("the dashboard's and the live panel's figures", () => {
  it("equal the aggregates of the orders, tickets and check-ins after sales, refunds and check-ins, and after the migration's backfill", async () => {
    const discounted = await boughtOnline(campId, 2, "CAMP15");
    const full = await boughtOnline(campId, 1);
    await paidLate(campId);
    await returnedCapture(campId);
    await registeredFree(onlineId, 2);
    // The camp starts: its desks sell walk-in tickets and check in.
    await server.services.db.query
      .updateTable("Event")
      .set({ dateStart: new Date(clock.now().getTime() - 60 * 60_000), updatedAt: new Date() })
      .where("id", "=", campId)
      .execute();
    const desk = await sellWalkIn(server, staff, campId, 2);

    const [a1, a2] = await ticketsOfOrder(server.services.db, discounted);
    const [b1] = await ticketsOfOrder(server.services.db, full);
    const [c1] = desk.tickets;
    if (!a1 || !a2 || !b1 || !c1) throw new Error("tickets missing");
    expect(await checkIn("desk-north", "Gate North", a1.secret)).toBe("accepted");
    expect(await checkIn("desk-south", "Gate South", c1.secret)).toBe("accepted");
    expect(await checkIn("desk-south", "Gate South", a1.secret)).toBe("duplicate");
    expect(await checkIn("desk-north", "Gate North", b1.secret)).toBe("accepted");
    await expectFiguresOf(campId);

    const order = await server.services.db.query.selectFrom("Order").select("currency").where("id", "=", discounted).executeTakeFirstOrThrow();
    await refund({ orderId: discounted, amountMinor: 1_000, currency: order.currency });
    await refund({ orderId: discounted, ticketIds: [a2.id], feeMinor: 500 });
    await refund({ orderId: desk.orderId, checkedInConfirmed: true, deskMethod: "cash" });
    await refund({ orderId: full, ticketIds: [b1.id], checkedInConfirmed: true });
    await expectFiguresOf(campId);
    await expectFiguresOf(onlineId);

    const db = server.services.db;
    await db.transaction(async (tx) => {
      for (const table of ["EventRevenue", "EventTicketDay", "TicketTypeSold", "EventCheckInFigures", "DeskCheckIns"] as const) await tx.query.deleteFrom(table).execute();
      await tx.query.updateTable("EventSeats").set({ discountUses: 0, validTickets: 0 }).execute();
      for (const statement of backfillStatements()) await sql.raw(statement).execute(tx.query);
    });
    await expectFiguresOf(campId);
    await expectFiguresOf(onlineId);
  });
});

describe("an event's revenue", () => {
  it("keeps counting past 2^31 minor units (21 million euros), where a 32-bit column would refuse every further sale", async () => {
    const before = 2 ** 31 - 100;
    const { currency } = await server.services.db.query.selectFrom("Event").select("currency").where("id", "=", campId).executeTakeFirstOrThrow();
    await server.services.db.query
      .insertInto("EventRevenue")
      .values({ eventId: campId, currency, totalMinor: before })
      .onConflict((oc) => oc.columns(["eventId", "currency"]).doUpdateSet({ totalMinor: before }))
      .execute();
    const orderId = await boughtOnline(campId, 2);
    const paid = await server.services.db.query.selectFrom("Order").select("totalMinor").where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(paid.totalMinor).toBeGreaterThan(100);
    const revenue = async () => (await asStaff<TDashboard>("query", "admin.dashboard", undefined)).data.events.find((e) => e.eventId === campId)?.revenue;
    expect(await revenue()).toContainEqual({ currency, totalMinor: before + paid.totalMinor });
    await refund({ orderId, amountMinor: 1_000, currency });
    expect(await revenue()).toContainEqual({ currency, totalMinor: before + paid.totalMinor - 1_000 });
  });
});
