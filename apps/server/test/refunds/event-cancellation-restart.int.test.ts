import { randomUUID } from "node:crypto";
import { createDb, databaseProblems, type Db } from "@vyc/db";
import { createSession } from "@vyc/domain/auth";
import { OUTBOX_LEASE_MS } from "@vyc/domain/outbox";
import type { TCancellationView } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoEvents } from "@vyc/db/seed";
import { SESSION_COOKIE } from "../../src/context";
import { attendee } from "@vyc/testkit/attendees";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { copyEvent, eventIdBySlug } from "@vyc/testkit/db-lookups";
import { fakePayPalEnv, startFakePayPal, type FakePayPal } from "@vyc/testkit/fake-paypal";
import { createProcessSite, type ProcessSite } from "@vyc/testkit/process-site";
import type { ServerProcess } from "@vyc/testkit/server-process";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";
import { callTrpc } from "@vyc/testkit/trpc-http";

const ORDERS = 5;
const TICKETS_PER_ORDER = 2;
/** PayPal makes the third refund and never answers it: the server is killed while waiting. */
const ANSWERED_BEFORE_KILL = 2;
const SUBJECT = "Refund Camp is cancelled";
/**
 * A mail the killed server had claimed but not sent goes out once its claim runs out: at the next
 * start on SQLite, after the lease on PostgreSQL (where other servers' claims may be alive).
 */
const MAIL_WAIT_MS = OUTBOX_LEASE_MS + 10_000;

let site: ProcessSite;
let smtp: SmtpCapture;
let paypal: FakePayPal;
beforeAll(async () => {
  site = await createProcessSite("cancel-kill");
  smtp = await startSmtpCapture();
  paypal = await startFakePayPal();
});
afterAll(async () => {
  await paypal.close();
  await smtp.close();
  await site.close();
});

/** Attendees with addresses of their own, so each one's cancellation notice can be told apart. */
const attendeesOf = (order: number) =>
  Object.fromEntries(
    Array.from({ length: TICKETS_PER_ORDER }, (_, i) => [String(i + 1), attendee(i + 1, { email: `kill-${order}-${i + 1}@example.test`, healthcare: "" })]),
  );

/** Reads the database on a connection of its own, closed afterwards (a SQLite file is the server's while it starts). */
async function reading<T>(read: (db: Db) => Promise<T>): Promise<T> {
  const db = createDb(site.databaseUrl);
  try {
    return await read(db);
  } finally {
    await db.close();
  }
}

/** The batch's progress as staff see it. */
async function progress(server: ServerProcess, staff: Record<string, string>): Promise<TCancellationView | undefined> {
  return (await callTrpc<TCancellationView | null>(server.url, "refunds.cancellation", { eventId }, staff, "GET")).data ?? undefined;
}

let eventId = 0;

describe("cancelling an event across a killed server", () => {
  it("refunds every paid order exactly once and e-mails every attendee after the server is killed in the middle of the batch", async () => {
    const { buyers, staff } = await reading(async (db) => {
      const now = new Date();
      await seedDemoEvents(db, now);
      const data = db;
      const campId = await eventIdBySlug(data, "identity-summer-camp-germany");
      eventId = await copyEvent(data, campId, { slug: "refund-camp", name: "Refund Camp", nameVi: "", capacity: 40 });
      const staffUser = await data.query
        .insertInto("User")
        .values({ id: randomUUID(), email: `kill-staff-${process.pid}@example.test`, passwordHash: "!", role: "staff", emailVerifiedAt: now, createdAt: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      return {
        buyers: await Promise.all(Array.from({ length: ORDERS }, (): Promise<Buyer> => createBuyer(db, now))),
        staff: { cookie: `${SESSION_COOKIE}=${(await createSession(db, staffUser.id, now, "web")).token}` },
      };
    });
    const env = site.env({ ...fakePayPalEnv(paypal), SMTP_URL: smtp.url, RATE_LIMIT_MAX: "100000", RATE_LIMIT_SCALE: "100" });

    const first = await site.start(env);
    const orders: Array<{ orderId: number; captureId: string; totalMinor: number; buyer: Buyer }> = [];
    for (const [i, buyer] of buyers.entries()) {
      const checkout = checkoutClient(first.url, buyer);
      const started = await checkout.start(eventId, TICKETS_PER_ORDER, { attendees: attendeesOf(i + 1) });
      const orderId = started.data?.orderId ?? 0;
      const payment = await checkout.createPayment(orderId, "paypal");
      expect((await checkout.capture(orderId, payment.data?.providerOrderId ?? "")).data?.outcome).toBe("completed");
      const captureId = paypal.orders.get(payment.data?.providerOrderId ?? "")?.capture?.id ?? "";
      orders.push({ orderId, captureId, totalMinor: Math.round(Number(paypal.orders.get(payment.data?.providerOrderId ?? "")?.capture?.amount.value) * 100), buyer });
    }

    const stalled = paypal.stallRefundsAfter(ANSWERED_BEFORE_KILL);
    const cancelled = await callTrpc<TCancellationView>(first.url, "refunds.cancelEvent", { eventId, reason: "The venue flooded" }, staff);
    expect(cancelled.status).toBe(200);
    expect(cancelled.data).toMatchObject({ status: "running", ordersTotal: ORDERS });
    await stalled;
    first.child.kill("SIGKILL");
    await first.exited;

    // Killed with one refund made at PayPal but never answered: that order is still paid, its refund pending.
    expect(paypal.refundsMade).toHaveLength(ANSWERED_BEFORE_KILL + 1);
    await reading(async (db) => {
      const { query } = db;
      const paid = await query.selectFrom("Order").select("id").where("eventId", "=", eventId).where("status", "=", "paid").execute();
      expect(paid.length).toBeGreaterThanOrEqual(ORDERS - ANSWERED_BEFORE_KILL);
      const pending = await query
        .selectFrom("Refund")
        .innerJoin("Order", "Order.id", "Refund.orderId")
        .select("Refund.id")
        .where("Order.eventId", "=", eventId)
        .where("Refund.status", "=", "pending")
        .execute();
      expect(pending).toHaveLength(1);
    });

    const second = await site.start(env);
    try {
      await expect.poll(async () => (await progress(second, staff))?.status, { message: "the batch has stopped running", timeout: 20_000, interval: 100 }).toBeOneOf(["done", "paused"]);
      expect(await progress(second, staff)).toMatchObject({ status: "done", ordersTotal: ORDERS, ordersDone: ORDERS, lastError: null, failures: 0 });

      for (const order of orders) {
        const made = paypal.refundsMade.filter((refund) => refund.captureId === order.captureId);
        expect(made, `PayPal refunds of order ${order.orderId}`).toHaveLength(1);
        expect(Math.round(Number(made[0]?.amount.value) * 100)).toBe(order.totalMinor);
      }
      expect(paypal.refundsMade).toHaveLength(ORDERS);
      for (const [i, order] of orders.entries()) {
        await smtp.waitFor(order.buyer.email, `${SUBJECT} — order #${order.orderId} refunded`, MAIL_WAIT_MS);
        for (let n = 1; n <= TICKETS_PER_ORDER; n++) await smtp.waitFor(`kill-${i + 1}-${n}@example.test`, SUBJECT, MAIL_WAIT_MS);
      }
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
    await reading(async (db) => {
      const { query } = db;
      const after = await query.selectFrom("Order").selectAll().where("eventId", "=", eventId).execute();
      expect(after).toHaveLength(ORDERS);
      for (const order of after) {
        expect({ id: order.id, status: order.status, refundedMinor: order.refundedMinor }).toEqual({ id: order.id, status: "refunded", refundedMinor: order.totalMinor });
        const tickets = await query.selectFrom("Ticket").select("status").where("orderId", "=", order.id).execute();
        expect(tickets.map((t) => t.status)).toEqual(Array(TICKETS_PER_ORDER).fill("refunded"));
        const refunds = await query.selectFrom("Refund").select("status").where("orderId", "=", order.id).execute();
        expect(refunds.map((r) => r.status)).toEqual(["completed"]);
      }
      const unsent = await query.selectFrom("OutboxMessage").selectAll().where("status", "!=", "sent").where("kind", "=", "refund.mail").execute();
      expect(unsent, "e-mails left unsent").toEqual([]);
      expect(await query.selectFrom("EventSeats").selectAll().where("eventId", "=", eventId).executeTakeFirstOrThrow()).toMatchObject({ paid: 0, held: 0 });
    });
    expect(await databaseProblems(site.databaseUrl)).toEqual([]);
  }, 30_000 + MAIL_WAIT_MS);
});
