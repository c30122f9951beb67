import { type Db } from "@vyc/db";
import { listTroubledOutboxMessages, retryOutboxMessage, type OutboxEntry } from "@vyc/db/stores/outbox";
import { findRefundOrderIds, findWaitingEntryEvents, lockOutboxMessage } from "@vyc/db/stores/outbox-admin";
import { ADMIN_MESSAGES, OUTBOX_TROUBLED_AFTER_ATTEMPTS, type TOutboxMessageView } from "@vyc/validators";
import { recordAudit } from "../admin/audit-log";
import { DomainError } from "../shared/errors";

/** The most troubled messages listed at once, newest first. */
const TROUBLED_LIST_LIMIT = 200;

/** The payload's member `name` when it has that type; null otherwise (a payload of another version is shown, never refused). */
function member<T extends "number" | "string">(payload: unknown, name: string, type: T): (T extends "number" ? number : string) | null {
  const value = typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>)[name] : undefined;
  return typeof value === type ? (value as T extends "number" ? number : string) : null;
}

/** What the payloads of a list of messages name, looked up at once: refunds' orders, waiting-list entries' events. */
export interface OutboxTargets {
  refundOrders: ReadonlyMap<string, number>;
  waitingEntryEvents: ReadonlyMap<number, { eventId: number; eventName: string }>;
}

/**
 * A troubled message as staff see it: the order it is about is the payload's order (the order and
 * desk kinds) or its refund's order (the refund kinds); a waiting-list offer names its event's list.
 */
export function outboxMessageView(message: OutboxEntry, targets: OutboxTargets): TOutboxMessageView {
  const refundId = member(message.payload, "refundId", "string");
  const entryId = member(message.payload, "entryId", "number");
  const failed = message.status === "failed";
  return {
    id: message.id,
    kind: message.kind,
    orderId: member(message.payload, "orderId", "number") ?? (refundId === null ? null : (targets.refundOrders.get(refundId) ?? null)),
    refundId,
    waitingList: entryId === null ? null : (targets.waitingEntryEvents.get(entryId) ?? null),
    attempts: message.attempts,
    lastError: message.lastError,
    status: failed ? "failed" : "pending",
    createdAt: message.createdAt.toISOString(),
    nextAttemptAt: failed ? null : message.nextAttemptAt.toISOString(),
  };
}

/**
 * The e-mails and refunds the product keeps failing to send: given up (failed), or still tried
 * after OUTBOX_TROUBLED_AFTER_ATTEMPTS attempts; newest first.
 */
export async function listTroubledOutbox(db: Db): Promise<TOutboxMessageView[]> {
  const sql = db;
  const messages = await listTroubledOutboxMessages(sql, OUTBOX_TROUBLED_AFTER_ATTEMPTS, TROUBLED_LIST_LIMIT);
  const named = <T>(pick: (payload: unknown) => T | null): T[] => [...new Set(messages.map((m) => pick(m.payload)).filter((id): id is T => id !== null))];
  const targets: OutboxTargets = {
    refundOrders: await findRefundOrderIds(sql, named((p) => member(p, "refundId", "string"))),
    waitingEntryEvents: await findWaitingEntryEvents(sql, named((p) => member(p, "entryId", "number"))),
  };
  return messages.map((message) => outboxMessageView(message, targets));
}

/**
 * Staff send a message again: due now, with a fresh count of attempts, audited. Refused when it is
 * unknown (404), already went out (409), or an attempt is under way right now (409: sending it again
 * then could send it twice). The caller kicks the outbox worker once this committed.
 */
export async function sendOutboxMessageAgain(db: Db, actorId: string, id: number, now: Date): Promise<void> {
  await db.transaction(async (sql) => {
    const message = await lockOutboxMessage(sql, id);
    if (!message) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.outboxMessageNotFound);
    if (message.status === "sent") throw new DomainError("CONFLICT", ADMIN_MESSAGES.outboxMessageSent);
    if (message.status === "pending" && message.claimedUntil && message.claimedUntil > now) throw new DomainError("CONFLICT", ADMIN_MESSAGES.outboxMessageBusy);
    if (!(await retryOutboxMessage(sql, id, now))) throw new DomainError("CONFLICT", ADMIN_MESSAGES.outboxMessageSent);
    await recordAudit(sql, { actorId, action: "outbox.sendAgain", target: `outbox:${id}`, detail: { kind: message.kind, attempts: message.attempts, status: message.status } }, now);
  });
}
