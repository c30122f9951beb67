import { type Db } from "@vyc/db";
import { findEventCancellation, insertEventCancellation, listRunningCancellations, nextPaidOrderOfEvent, setCancellationStatus } from "@vyc/db/stores/event-cancellations";
import { findPendingRefund } from "@vyc/db/stores/refunds";
import { REFUND_MESSAGES, REFUND_REFUSALS, type TCancelEventInput, type TCancellationView } from "@vyc/validators";
import { recordAudit } from "../admin/audit-log";
import { DomainError } from "../shared/errors";
import { refusalOf } from "../shared/refusal-reasons";
import { carryOutRefund, refundOrder, type RefundDeps } from "./refund-order";

/** Events whose batch runs in this process, so a second start (a click, the start-up) joins it instead of racing it. */
const running = new Map<number, Promise<void>>();

/**
 * Refunds the cancelled event's paid orders one after another, lowest order id first. Each order's
 * refund is written (pending, with its own PayPal request id) before PayPal is asked, so a batch
 * stopped anywhere, even by a killed server, resumes by asking PayPal again for that same refund,
 * which PayPal answers with the refund it made: nobody is refunded twice and nobody is skipped.
 * A refusal pauses the batch with the reason; staff resume it.
 */
function runCancellation(deps: RefundDeps, eventId: number, now: () => Date): Promise<void> {
  const current = running.get(eventId);
  if (current) return current;
  const run = refundAll(deps, eventId, now).finally(() => running.delete(eventId));
  running.set(eventId, run);
  return run;
}

async function refundAll(deps: RefundDeps, eventId: number, now: () => Date): Promise<void> {
  const sql = deps.db;
  const cancellation = await findEventCancellation(sql, eventId);
  if (!cancellation || cancellation.status !== "running") return;
  const actor = { actorId: cancellation.createdById ?? "", cancellation: true };
  for (;;) {
    const orderId = await nextPaidOrderOfEvent(sql, eventId);
    if (orderId === null) break;
    try {
      const pending = await findPendingRefund(sql, orderId);
      if (pending) await carryOutRefund(deps, pending, now, actor);
      else await refundOrder(deps, actor, { orderId, reason: cancellation.reason, checkedInConfirmed: true }, now);
    } catch (error) {
      const refusal = (error instanceof DomainError ? refusalOf(error) : null) ?? REFUND_REFUSALS.unreachable;
      await setCancellationStatus(sql, eventId, "paused", { orderId, refusal }, now());
      return;
    }
  }
  await setCancellationStatus(sql, eventId, "done", null, now());
}

/** Staff cancel an event: it goes off sale at once and its paid orders are refunded in the background. */
export async function cancelEvent(deps: RefundDeps, actorId: string, input: TCancelEventInput, now: () => Date): Promise<TCancellationView> {
  const eventId = Number(input.eventId);
  await deps.db.transaction(async (sql) => {
    const outcome = await insertEventCancellation(sql, { eventId, reason: input.reason.trim(), createdById: actorId, now: now() });
    if (outcome === "missing") throw new DomainError("NOT_FOUND", REFUND_MESSAGES.eventNotFound);
    if (outcome === "cancelled") throw new DomainError("CONFLICT", REFUND_MESSAGES.eventCancelled);
    await recordAudit(sql, { actorId, action: "event.cancel", target: `event:${eventId}`, detail: { reason: input.reason.trim() } }, now());
  });
  deps.background.run(`cancellation of event ${eventId}`, () => runCancellation(deps, eventId, now));
  return cancellationView(deps.db, eventId);
}

/** Staff resume a paused batch (after the reason it paused for was dealt with). */
export async function resumeCancellation(deps: RefundDeps, eventId: number, now: () => Date): Promise<TCancellationView> {
  const cancellation = await findEventCancellation(deps.db, eventId);
  if (!cancellation) throw new DomainError("NOT_FOUND", REFUND_MESSAGES.cancellationNotFound);
  if (cancellation.status === "done") throw new DomainError("CONFLICT", REFUND_MESSAGES.cancellationDone);
  await setCancellationStatus(deps.db, eventId, "running", null, now());
  deps.background.run(`cancellation of event ${eventId}`, () => runCancellation(deps, eventId, now));
  return cancellationView(deps.db, eventId);
}

/** Progress of an event's cancellation. */
async function cancellationView(db: Db, eventId: number): Promise<TCancellationView> {
  const view = await findCancellationView(db, eventId);
  if (!view) throw new DomainError("NOT_FOUND", REFUND_MESSAGES.cancellationNotFound);
  return view;
}

/** Progress of an event's cancellation, or null when it was not cancelled. */
export async function findCancellationView(db: Db, eventId: number): Promise<TCancellationView | null> {
  const c = await findEventCancellation(db, eventId);
  if (!c) return null;
  return {
    eventId: c.eventId,
    reason: c.reason,
    status: c.status,
    ordersTotal: c.ordersTotal,
    ordersDone: Math.max(0, c.ordersTotal - c.ordersLeft),
    lastError: c.lastError,
    pause: c.pause,
    failures: c.failures,
  };
}

/** At start-up: every batch that was running when the server stopped goes on. */
export async function resumeCancellations(deps: RefundDeps, now: () => Date): Promise<number[]> {
  const batches = await listRunningCancellations(deps.db);
  for (const batch of batches) deps.background.run(`cancellation of event ${batch.eventId}`, () => runCancellation(deps, batch.eventId, now));
  return batches.map((b) => b.eventId);
}
