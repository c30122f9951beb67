import type { Refusal, RefusalCode } from "@vyc/validators";
import type { Queries } from "../database";
import { readRefusalCode, writeRefusalCode } from "../refusal-codes";

export type CancellationStatus = "running" | "paused" | "done";

export interface EventCancellationRow {
  eventId: number;
  reason: string;
  status: CancellationStatus;
  /** Paid orders when the event was cancelled. */
  ordersTotal: number;
  /** Paid orders still to refund. */
  ordersLeft: number;
  lastError: string | null;
  /** The order the batch paused at and why (null while it runs, or for a pause recorded without it). */
  pause: { orderId: number; refusal: RefusalCode | null } | null;
  /** Refunds of the event's orders PayPal refused since the cancellation. */
  failures: number;
  createdById: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** The event's cancellations with the paid orders still to refund and the refunds PayPal refused since. */
const selectCancellations = (db: Queries) =>
  db.query
    .selectFrom("EventCancellation as c")
    .select((eb) => [
      "c.eventId",
      "c.reason",
      "c.status",
      "c.ordersTotal",
      "c.lastError",
      "c.lastErrorRefusal",
      "c.createdById",
      "c.createdAt",
      "c.finishedAt",
      eb
        .selectFrom("Order as o")
        .select((count) => count.fn.countAll<number>().as("count"))
        .whereRef("o.eventId", "=", "c.eventId")
        .where("o.status", "=", "paid")
        .$asScalar()
        .as("ordersLeft"),
      eb
        .selectFrom("Refund as r")
        .innerJoin("Order as o", "o.id", "r.orderId")
        .select((count) => count.fn.countAll<number>().as("count"))
        .whereRef("o.eventId", "=", "c.eventId")
        .where("r.status", "=", "failed")
        .whereRef("r.createdAt", ">=", "c.createdAt")
        .$asScalar()
        .as("failures"),
    ])
    .$narrowType<{ status: CancellationStatus }>();

/** The cancellation with the pause it keeps as JSON read back. */
const decodeCancellation = <R extends { lastErrorRefusal: string | null }>({ lastErrorRefusal, ...cancellation }: R) => ({
  ...cancellation,
  pause: readPause(lastErrorRefusal),
});

/**
 * Cancels an event: it goes off sale (unregistrable, marked cancelled) and its cancellation is
 * written with the number of paid orders to refund; "missing" for no such event, "cancelled" when
 * it was cancelled already.
 */
export async function insertEventCancellation(
  db: Queries,
  input: { eventId: number; reason: string; createdById: string; now: Date },
): Promise<"cancelled" | "missing" | "started"> {
  if (!(await db.query.selectFrom("Event").select("id").where("id", "=", input.eventId).executeTakeFirst())) return "missing";
  const row = await db.query
    .insertInto("EventCancellation")
    .values((eb) => ({
      eventId: input.eventId,
      reason: input.reason,
      status: "running",
      ordersTotal: eb
        .selectFrom("Order")
        .select((count) => count.fn.countAll<number>().as("count"))
        .where("eventId", "=", input.eventId)
        .where("status", "=", "paid")
        .$asScalar(),
      createdById: input.createdById,
      createdAt: input.now,
    }))
    .onConflict((conflict) => conflict.column("eventId").doNothing())
    .returning("eventId")
    .executeTakeFirst();
  if (!row) return "cancelled";
  await db.query.updateTable("Event").set({ cancelledAt: input.now, isRegistrable: false, updatedAt: input.now }).where("id", "=", input.eventId).execute();
  return "started";
}

export async function findEventCancellation(db: Queries, eventId: number): Promise<EventCancellationRow | null> {
  const row = await selectCancellations(db).where("c.eventId", "=", eventId).executeTakeFirst();
  return row ? decodeCancellation(row) : null;
}

/** Cancellations whose refunds are still to be made (resumed at start-up). */
export async function listRunningCancellations(db: Queries): Promise<EventCancellationRow[]> {
  const rows = await selectCancellations(db).where("c.status", "=", "running").orderBy("c.createdAt").execute();
  return rows.map(decodeCancellation);
}

/** Why a batch paused: at which order, refused how. */
export interface CancellationPause {
  orderId: number;
  refusal: Refusal;
}

function readPause(value: string | null): EventCancellationRow["pause"] {
  if (value === null || value === "") return null;
  const { orderId } = JSON.parse(value) as { orderId?: unknown };
  return typeof orderId === "number" ? { orderId, refusal: readRefusalCode(value) } : null;
}

/** The batch's state; a pause keeps the order it stopped at and the refusal, with its code, for staff. */
export async function setCancellationStatus(db: Queries, eventId: number, status: CancellationStatus, pause: CancellationPause | null, now: Date): Promise<void> {
  await db.query
    .updateTable("EventCancellation")
    .set({
      status,
      lastError: pause ? `#${pause.orderId}: ${pause.refusal.message}` : null,
      lastErrorRefusal: pause ? writeRefusalCode(pause.refusal, { orderId: pause.orderId }) : null,
      finishedAt: status === "done" ? now : null,
    })
    .where("eventId", "=", eventId)
    .execute();
}

/** The next paid order of the event to refund (lowest id first), or null when none is left. */
export async function nextPaidOrderOfEvent(db: Queries, eventId: number): Promise<number | null> {
  const row = await db.query.selectFrom("Order").select("id").where("eventId", "=", eventId).where("status", "=", "paid").orderBy("id").limit(1).executeTakeFirst();
  return row?.id ?? null;
}
