import { randomUUID } from "node:crypto";
import { enqueueOutboxMessages, markOutboxMessageFailed } from "@vyc/db/stores/outbox";
import { OUTBOX_MAX_ATTEMPTS, outboxRetryDelayMs } from "@vyc/domain/outbox";
import { manualClock } from "@vyc/domain/shared";
import { ADMIN_MESSAGES, OUTBOX_TROUBLED_AFTER_ATTEMPTS, type TOutboxMessageView } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcAs } from "@vyc/testkit/admin-fixtures";
import { participants } from "@vyc/testkit/attendees";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { eventById, eventIdBySlug } from "@vyc/testkit/db-lookups";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor, type TestUser } from "@vyc/testkit/users";

/**
 * The back office's list of e-mails and refunds that keep failing, and "send again": a paid order's
 * confirmation refused by the mail server is tried again by the real outbox worker. The worker
 * waits 10 s, 20 s, 40 s … between attempts by the server's clock, so the test moves that clock
 * past each wait instead of sleeping, and waits for each attempt to be over (counted, its claim let go).
 */

const clock = manualClock(new Date());
let smtp: SmtpCapture;
let server: TestServer;
let staff: TestUser;
let buyer: Buyer;
let onlineId: number;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ clock, env: { SMTP_URL: smtp.url } });
  staff = await createUser(server, { role: "staff" });
  buyer = await createBuyer(server.services.db, clock.now());
  onlineId = await eventIdBySlug(server.services.db, "online-community-training");
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** Sessions are opened by the server's clock, which the test moves on by more than a session's life. */
const asStaff = async <T = unknown>(kind: "query" | "mutation", path: string, input?: unknown) =>
  trpcAs<T>(server.url, kind, `admin.${path}`, input, (await sessionFor(server, staff)).authorization);
const troubled = async () => (await asStaff<TOutboxMessageView[]>("query", "troubledOutbox")).data;

/** The stored state of an order's confirmation message. */
const confirmationOf = (orderId: number) =>
  server.services.db
    .query.selectFrom("OutboxMessage")
    .select(["id", "status", "attempts", "claimedUntil", "lastError"])
    .where("kind", "=", "order.confirmation")
    .where("payload", "=", JSON.stringify({ orderId }))
    .executeTakeFirstOrThrow();

/** Waits until the worker has finished attempt `n` (it counts an attempt when it claims the message, and lets the claim go when done). */
async function attemptOver(orderId: number, n: number, status: "pending" | "failed" = "pending"): Promise<void> {
  await expect.poll(() => confirmationOf(orderId), { timeout: 10_000 }).toMatchObject({ attempts: n, claimedUntil: null, status, lastError: expect.stringContaining("Mailbox unavailable") });
}

/** Moves the server's clock past the wait after attempt `n` and wakes the worker. */
function nextAttemptDue(n: number): void {
  clock.advance(outboxRetryDelayMs(n));
  server.services.outbox.kick();
}

describe("e-mails and refunds to send", () => {
  let orderId: number;
  let messageId: number;

  it("lists an order confirmation the mail server keeps refusing once it was tried 3 times, with the last error", async () => {
    smtp.refuse = true;
    const res = await fetch(`${server.url}/api/register/public`, {
      method: "POST",
      headers: { "content-type": "application/json", ...buyer.headers },
      body: JSON.stringify({ eventId: onlineId, numTickets: 1, participants: participants(1), isOnline: true }),
    });
    expect(res.status).toBe(200);
    orderId = ((await res.json()) as { orderId: number }).orderId;
    messageId = (await confirmationOf(orderId)).id;

    for (let n = 1; n < OUTBOX_TROUBLED_AFTER_ATTEMPTS; n++) {
      await attemptOver(orderId, n);
      expect((await troubled()).map((m) => m.id), `after ${n} attempts`).not.toContain(messageId);
      nextAttemptDue(n);
    }
    await attemptOver(orderId, OUTBOX_TROUBLED_AFTER_ATTEMPTS);
    const [listed] = (await troubled()).filter((m) => m.id === messageId);
    expect(listed).toEqual({
      id: messageId,
      kind: "order.confirmation",
      orderId,
      refundId: null,
      waitingList: null,
      attempts: OUTBOX_TROUBLED_AFTER_ATTEMPTS,
      lastError: expect.stringContaining("Mailbox unavailable"),
      status: "pending",
      createdAt: expect.any(String),
      nextAttemptAt: new Date(clock.now().getTime() + outboxRetryDelayMs(OUTBOX_TROUBLED_AFTER_ATTEMPTS)).toISOString(),
    });
  });

  it("shows it given up, with no next attempt, after the last attempt", async () => {
    for (let n = OUTBOX_TROUBLED_AFTER_ATTEMPTS; n < OUTBOX_MAX_ATTEMPTS; n++) {
      nextAttemptDue(n);
      await attemptOver(orderId, n + 1, n + 1 === OUTBOX_MAX_ATTEMPTS ? "failed" : "pending");
    }
    expect((await troubled()).find((m) => m.id === messageId)).toMatchObject({ status: "failed", attempts: OUTBOX_MAX_ATTEMPTS, nextAttemptAt: null });
  });

  it("is for staff only", async () => {
    const user = await createUser(server);
    const session = await sessionFor(server, user);
    expect((await trpcAs(server.url, "query", "admin.troubledOutbox", undefined, session.authorization)).status).toBe(403);
    expect((await trpcAs(server.url, "mutation", "admin.sendOutboxMessageAgain", { id: messageId }, session.authorization)).status).toBe(403);
    expect((await confirmationOf(orderId)).status).toBe("failed");
  });

  it("sends it again once the mail server accepts mail: the buyer gets it, it leaves the list, the audit log records who", async () => {
    smtp.refuse = false;
    const sent = await asStaff("mutation", "sendOutboxMessageAgain", { id: messageId });
    expect(sent.status).toBe(200);
    const mail = await smtp.waitFor(buyer.email, `order #${orderId}`);
    expect(mail.messageId).toMatch(new RegExp(`^<outbox-${messageId}-1@`));
    await expect.poll(() => confirmationOf(orderId), { timeout: 10_000 }).toMatchObject({ status: "sent", attempts: 1 });
    expect((await troubled()).map((m) => m.id)).not.toContain(messageId);

    const admin = await createUser(server, { role: "admin" });
    const audit = await trpcAs<{ entries: Array<{ actorEmail: string; target: string; detail: string }> }>(
      server.url,
      "query",
      "admin.auditLog",
      { action: "outbox.sendAgain" },
      (await sessionFor(server, admin)).authorization,
    );
    expect(audit.data.entries).toEqual([expect.objectContaining({ actorEmail: staff.email, target: `outbox:${messageId}` })]);
    expect(JSON.parse(audit.data.entries[0]?.detail ?? "{}")).toEqual({ kind: "order.confirmation", attempts: OUTBOX_MAX_ATTEMPTS, status: "failed" });
  });

  it("refuses to send again a message that went out (409) or does not exist (404)", async () => {
    const again = await asStaff("mutation", "sendOutboxMessageAgain", { id: messageId });
    expect(again).toMatchObject({ status: 409, message: ADMIN_MESSAGES.outboxMessageSent });
    const unknown = await asStaff("mutation", "sendOutboxMessageAgain", { id: 999_999 });
    expect(unknown).toMatchObject({ status: 404, message: ADMIN_MESSAGES.outboxMessageNotFound });
    expect(smtp.messages.filter((m) => m.to.includes(buyer.email))).toHaveLength(1);
  });

  it("names the order of a refund's messages and the waiting list of an offer's", async () => {
    const sql = server.services.db;
    const now = clock.now();
    const refund = await sql.query
      .insertInto("Refund")
      .values({ id: randomUUID(), orderId, requestId: `outbox-test-${orderId}`, amountMinor: 0, currency: "EUR", ticketIdsJson: "[]", reason: "test", method: "none", status: "completed", createdAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const entry = await sql.query.insertInto("WaitingListEntry").values({ eventId: onlineId, userId: buyer.userId, seats: 1, createdAt: now }).returning("id").executeTakeFirstOrThrow();
    const ids = await enqueueOutboxMessages(sql, [{ kind: "refund.mail", payload: { refundId: refund.id, cancellation: false } }, { kind: "waiting-list.offer", payload: { entryId: entry.id } }], now, new Date(now.getTime() + 30_000));
    // Written claimed (the worker leaves them alone), then given up as the worker does after its last
    // attempt: what these kinds fail on is not what is tested here, only how the list names them.
    for (const id of ids) await markOutboxMessageFailed(sql, id, "Greeting never received", null);
    const listed = (await troubled()).filter((m) => ids.includes(m.id));
    const event = await eventById(sql, onlineId);
    expect(listed).toEqual([
      expect.objectContaining({ kind: "waiting-list.offer", orderId: null, refundId: null, waitingList: { eventId: onlineId, eventName: event.name }, status: "failed" }),
      expect.objectContaining({ kind: "refund.mail", orderId, refundId: refund.id, waitingList: null, status: "failed" }),
    ]);
  });

  it("refuses to send again a message while an attempt is under way (409), which could send it twice", async () => {
    const now = clock.now();
    const [claimed] = await enqueueOutboxMessages(server.services.db, [{ kind: "order.confirmation", payload: { orderId } }], now, new Date(now.getTime() + 30_000));
    const busy = await asStaff("mutation", "sendOutboxMessageAgain", { id: claimed });
    expect(busy).toMatchObject({ status: 409, message: ADMIN_MESSAGES.outboxMessageBusy });
  });
});
