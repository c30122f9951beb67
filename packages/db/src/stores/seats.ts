import type { Expression, ExpressionBuilder, Nullable } from "kysely";
import type { DB, Queries, Tx } from "../database";
import { lockForDecision } from "../locks";
import { prepare } from "../query/prepared";

/**
 * The seats of an event, as two counters in its "EventSeats" row: `paid` (paid orders, less their
 * refunded tickets) and `held`
 * (pending orders, whether or not their hold has run out yet). Every change of an order's status
 * goes through this store inside the order's transaction, so the counters always equal what the
 * orders say (`npm run db:check` recounts them). Taking seats is one conditional update, atomic on
 * both engines: two buyers can never take the same last seat.
 */
export type SeatKind = "paid" | "held";

interface SeatChange {
  eventId: number;
  seats: number;
}

/** Taking seats of one kind within the capacity, and giving them back. */
const seatStatementsOf = (kind: SeatKind) => ({
  take: prepare((q, v: SeatChange) =>
    q
      .updateTable("EventSeats")
      .set((eb) => ({ [kind]: eb(kind, "+", v.seats) }))
      .where("eventId", "=", v.eventId)
      .where((eb) => eb(eb(eb(eb("paid", "+", eb.ref("held")), "+", eb.ref("offered")), "+", v.seats), "<=", eb.selectFrom("Event").select("capacity").where("id", "=", v.eventId))),
  ),
  release: prepare((q, v: SeatChange) =>
    q
      .updateTable("EventSeats")
      .set((eb) => ({ [kind]: eb(kind, "-", v.seats) }))
      .where("eventId", "=", v.eventId),
  ),
});

const seatStatements = { paid: seatStatementsOf("paid"), held: seatStatementsOf("held") };

const payHeld = prepare((q, v: SeatChange & PaidCounters) =>
  q
    .updateTable("EventSeats")
    .set((eb) => ({
      held: eb("held", "-", v.seats),
      paid: eb("paid", "+", v.seats),
      validTickets: eb("validTickets", "+", v.validTickets),
      discountUses: eb("discountUses", "+", v.discountUses),
    }))
    .where("eventId", "=", v.eventId),
);

/** What a hold's payment adds to the event's figures kept in its seat row (see event-figures). */
export interface PaidCounters {
  /** The order's tickets already written in the payment's transaction. */
  validTickets: number;
  /** 1 when the order used a discount code. */
  discountUses: number;
}

const expireHolds = prepare((q, v: { eventId: number; now: Date }) =>
  q.updateTable("Order").set({ status: "expired" }).where("eventId", "=", v.eventId).where("status", "=", "pending").where("expiresAt", "<=", v.now).returning("quantity"),
);

/**
 * Takes `seats` more seats if the capacity allows them, leaving the seats promised to the waiting
 * list (`offered`) alone; false when it does not. Runs after sweepExpiredHolds, which locks the
 * event's seat row through lockForDecision (and creates it on the first sale).
 */
export async function takeSeats(db: Queries, eventId: number, seats: number, kind: SeatKind): Promise<boolean> {
  return (await seatStatements[kind].take.affected(db, { eventId, seats })) === 1;
}

export async function releaseSeats(db: Queries, eventId: number, seats: number, kind: SeatKind): Promise<void> {
  await seatStatements[kind].release.affected(db, { eventId, seats });
}

/**
 * Held seats become paid ones (the hold they were taken for is being paid), and the figures the
 * payment adds to the same row move in the same statement; true when the event's row was written.
 */
export async function payHeldSeats(db: Queries, eventId: number, seats: number, counted: PaidCounters = { validTickets: 0, discountUses: 0 }): Promise<boolean> {
  return (await payHeld.affected(db, { eventId, seats, ...counted })) === 1;
}

/**
 * Holds of the event whose time has run out stop holding: their orders become expired and their
 * seats go back on sale. Run before deciding on the event's seats: the domain's expire move (ORDER_MOVES.expire).
 */
export async function sweepExpiredHolds(tx: Tx, eventId: number, now: Date): Promise<void> {
  await lockForDecision(tx, { eventId: eventId });
  const rows = await expireHolds.rows(tx, { eventId, now });
  const seats = rows.reduce((sum, row) => sum + row.quantity, 0);
  if (seats > 0) await releaseSeats(tx, eventId, seats, "held");
}

/** An event (`e`) with its seat counters (`s`, absent before its first sale). */
type EventWithSeats = DB & { e: DB["Event"]; s: Nullable<DB["EventSeats"]> };

/** Paid, held and promised seats, less the holds that ran out but were not released yet. */
function takenNow(eb: ExpressionBuilder<EventWithSeats, "e" | "s">, now: Date) {
  const expired = eb
    .selectFrom("Order as o")
    .select((o) => o.fn.coalesce(o.fn.sum<number>("o.quantity"), o.lit(0)).as("seats"))
    .whereRef("o.eventId", "=", "e.id")
    .where("o.status", "=", "pending")
    .where("o.expiresAt", "<=", now)
    .$asScalar();
  const counter = (name: "s.paid" | "s.held" | "s.offered") => eb.fn.coalesce(name, eb.lit(0));
  return eb(eb(eb(counter("s.paid"), "+", counter("s.held")), "+", counter("s.offered")), "-", expired).$castTo<number>();
}

const eventsWithSeats = (db: Queries) => db.query.selectFrom("Event as e").leftJoin("EventSeats as s", "s.eventId", "e.id");

/** The event's capacity and the seats taken of it now: paid, plus holds still running, plus promised to the waiting list. */
export async function seatsTakenNow(db: Queries, eventId: number, now: Date): Promise<{ capacity: number; taken: number } | undefined> {
  return eventsWithSeats(db)
    .select((eb) => ["e.capacity", takenNow(eb, now).as("taken")])
    .where("e.id", "=", eventId)
    .executeTakeFirst();
}

/** Seats taken per event as a visitor sees them: paid, plus holds still running, plus promised to the waiting list. */
export async function seatsTaken(db: Queries, eventIds: readonly number[], now: Date): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await eventsWithSeats(db)
    .select((eb) => ["e.id", takenNow(eb, now).as("taken")])
    .where("e.id", "in", eventIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.taken]));
}

export interface SeatDrift {
  eventId: number;
  paidSeats: number;
  heldSeats: number;
  offeredSeats: number;
  paidCounted: number;
  heldCounted: number;
  offeredCounted: number;
}

/** What an event's orders and open waiting-list offers say its counters should be. */
function countedSeats(db: Queries, eventId: number | Expression<number>) {
  const orders = (status: "paid" | "pending") => db.query.selectFrom("Order as o").where("o.eventId", "=", eventId).where("o.status", "=", status);
  return {
    paid: orders("paid")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(eb("o.quantity", "-", eb.ref("o.refundedSeats"))), eb.lit(0)).as("seats"))
      .$asScalar(),
    held: orders("pending")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("o.quantity"), eb.lit(0)).as("seats"))
      .$asScalar(),
    offered: db.query
      .selectFrom("WaitingListEntry as w")
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("w.seats"), eb.lit(0)).as("seats"))
      .where("w.eventId", "=", eventId)
      .where("w.status", "=", "offered")
      .$asScalar(),
  };
}

/** Events whose counters differ from their orders and waiting-list offers, recounted. */
export async function findSeatDrift(db: Queries): Promise<SeatDrift[]> {
  const counters = db.query
    .selectFrom("Event as e")
    .leftJoin("EventSeats as s", "s.eventId", "e.id")
    .select((eb) => {
      const counted = countedSeats(db, eb.ref("e.id"));
      return [
        "e.id as eventId",
        eb.fn.coalesce("s.paid", eb.lit(0)).as("paidSeats"),
        eb.fn.coalesce("s.held", eb.lit(0)).as("heldSeats"),
        eb.fn.coalesce("s.offered", eb.lit(0)).as("offeredSeats"),
        counted.paid.as("paidCounted"),
        counted.held.as("heldCounted"),
        counted.offered.as("offeredCounted"),
      ];
    })
    .as("c");
  return db.query
    .selectFrom(counters)
    .selectAll()
    .where((eb) =>
      eb.or([eb("c.paidSeats", "<>", eb.ref("c.paidCounted")), eb("c.heldSeats", "<>", eb.ref("c.heldCounted")), eb("c.offeredSeats", "<>", eb.ref("c.offeredCounted"))]),
    )
    .execute();
}

/** Sets each drifted event's counters to what its orders and open waiting-list offers say. */
export async function repairSeatCounters(tx: Tx, drift: readonly SeatDrift[]): Promise<void> {
  for (const event of drift) {
    await lockForDecision(tx, { eventId: event.eventId });
    const counted = countedSeats(tx, event.eventId);
    await tx.query
      .updateTable("EventSeats")
      .set({ paid: counted.paid, held: counted.held, offered: counted.offered })
      .where("eventId", "=", event.eventId)
      .executeTakeFirst();
  }
}

/** When the next running hold of any event runs out (the moment some seats come back on sale), or null. */
export async function nextHoldExpiry(db: Queries, now: Date): Promise<Date | null> {
  const row = await db.query
    .selectFrom("Order")
    .select("expiresAt")
    .where("status", "=", "pending")
    .where("expiresAt", ">", now)
    .orderBy("expiresAt")
    .limit(1)
    .executeTakeFirst();
  return row?.expiresAt ?? null;
}
