import type { OrderStatus } from "@vyc/validators";
import type { Queries } from "../database";
import { prepare } from "../query/prepared";
import type { Order } from "./orders";

/** A buyer's other pending order on the event, as a new hold weighs it. */
type OtherHold = Pick<Order, "id" | "eventId" | "quantity" | "status" | "expiresAt" | "providerOrderId">;

/**
 * What a hold reads once it has taken its seats (so under the event's seat lock, where it sees every
 * decision made before it): the capacity and the seats taken (its own included), whether anyone is
 * in the event's waiting line or a hold ran out without being released yet (then seats come back
 * first), and the buyer's other pending orders on the event.
 */
export interface HoldCheck {
  capacity: number;
  taken: number;
  waitingLine: boolean;
  expiredHolds: boolean;
  otherHolds: OtherHold[];
}

const holdCheck = prepare((q, v: { eventId: number; userId: string; orderId: number; now: Date }) =>
  q
    .selectFrom("Event as e")
    .innerJoin("EventSeats as s", "s.eventId", "e.id")
    .leftJoin("Order as h", (join) =>
      join.onRef("h.eventId", "=", "e.id").on("h.userId", "=", v.userId).on("h.status", "=", "pending").on("h.id", "<>", v.orderId),
    )
    .select((eb) => [
      "e.capacity",
      eb(eb(eb.ref("s.paid"), "+", eb.ref("s.held")), "+", eb.ref("s.offered")).$castTo<number>().as("taken"),
      eb
        .exists(eb.selectFrom("WaitingListEntry as w").select("w.id").whereRef("w.eventId", "=", "e.id").where("w.status", "in", ["waiting", "offered", "claimed"]))
        .$castTo<boolean | number>()
        .as("waitingLine"),
      eb
        .exists(eb.selectFrom("Order as x").select("x.id").whereRef("x.eventId", "=", "e.id").where("x.status", "=", "pending").where("x.expiresAt", "<=", v.now))
        .$castTo<boolean | number>()
        .as("expiredHolds"),
      "h.id",
      "h.quantity",
      "h.status",
      "h.expiresAt",
      "h.providerOrderId",
    ])
    .where("e.id", "=", v.eventId),
);

/** The hold check of a buyer's new order (see HoldCheck), in one statement; undefined before the event's first sale. */
export async function readHoldCheck(db: Queries, hold: { eventId: number; userId: string; orderId: number }, now: Date): Promise<HoldCheck | undefined> {
  const rows = await holdCheck.rows(db, { ...hold, now });
  const [first] = rows;
  if (!first) return undefined;
  const otherHolds = rows.flatMap((row) =>
    row.id === null || row.quantity === null || row.status === null
      ? []
      : [{ id: row.id, eventId: hold.eventId, quantity: row.quantity, status: row.status as OrderStatus, expiresAt: row.expiresAt, providerOrderId: row.providerOrderId }],
  );
  return { capacity: first.capacity, taken: Number(first.taken), waitingLine: Boolean(first.waitingLine), expiredHolds: Boolean(first.expiredHolds), otherHolds };
}
