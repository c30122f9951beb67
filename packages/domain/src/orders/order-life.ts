import { type Db, type Tx } from "@vyc/db";
import { changeOrderStatus, findOrder, type Order, type StatusChange } from "@vyc/db/stores/orders";
import { refundOrderTickets } from "@vyc/db/stores/refunds";
import { CHECKOUT_MESSAGES, CHECKOUT_REFUSALS, type OrderStatus } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { offerReturnedSeats } from "../waiting-list/offer-returned-seats";

/** Who sets a move off. */
type Mover = "buyer" | "staff" | "payment" | "clock";

/** Who pays a held order: the provider's capture (live or found again by the start-up recovery), or the buyer when there is nothing to pay. */
export type Payer = "payment" | "buyer";

interface OrderMove {
  /** The statuses the order may be in; none for a move that writes a new order. */
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: readonly Mover[];
  seats: string;
  money: string;
}

/**
 * An order's whole life, one move per row: where it may start, where it ends, who may make it and
 * what it does to the event's seats and to money. Every path that changes an order's status goes
 * through `moveOrder` (or writes a new order with a creating move's `to`), so no path can invent a
 * transition of its own. The seat counters (`EventSeats.held`/`paid`) move in the same transaction,
 * under the event's lock (see the store's `changeOrderStatus` and `refundOrderTickets`).
 *
 * A paid order never changes status when some of its money or tickets go back: it stays paid and
 * reads "partially refunded" (`orderDisplayState`) until every seat is back, then it is refunded.
 */
export const ORDER_MOVES = {
  hold: {
    from: [],
    to: "pending",
    by: ["buyer"],
    seats: "takes held seats within the capacity and each ticket type's quota (a waiting-list offer's promised seats first)",
    money: "none yet: the price is fixed on the server and the buyer has until expiresAt to pay",
  },
  sell: {
    from: [],
    to: "paid",
    by: ["buyer", "staff"],
    seats: "takes paid seats at once (a free or private registration, a desk sale)",
    money: "the desk's cash or card, or nothing for a free event; the invoice is issued in the same transaction",
  },
  recordUnissued: {
    from: [],
    to: "unissued",
    by: ["buyer"],
    seats: "none: a registration refused after its money was taken",
    money: "kept on the order for the refund the recovery makes; staff see it as paid, tickets not issued",
  },
  pay: {
    from: ["pending"],
    to: "paid",
    by: ["payment", "buyer"],
    seats: "the hold's seats become paid ones",
    money: "the provider's capture of exactly the order's total (or nothing at a total of 0); invoice issued, confirmation to the outbox",
  },
  payLate: {
    from: ["expired", "unissued"],
    to: "paid",
    by: ["payment", "buyer"],
    seats: "takes paid seats again, if they and the types' quotas are still free; otherwise the capture is returned",
    money: "the capture that arrived after the hold ran out; invoice issued",
  },
  release: {
    from: ["pending"],
    to: "expired",
    by: ["buyer"],
    seats: "the held seats go back on sale at once, offered to the waiting list first",
    money: "none was taken",
  },
  expire: {
    from: ["pending"],
    to: "expired",
    by: ["clock"],
    seats: "the held seats go back at the event's next seat decision (swept in bulk by the store)",
    money: "none was taken; a capture arriving later is a payLate",
  },
  cancel: {
    from: ["pending"],
    to: "cancelled",
    by: ["staff"],
    seats: "the held seats go back on sale at once, offered to the waiting list first",
    money: "none was taken; a capture arriving later is returned",
  },
  returnCapture: {
    from: ["pending", "expired", "cancelled", "unissued"],
    to: "refunded",
    by: ["payment"],
    seats: "none (an order that could not be paid holds none)",
    money: "the capture that cannot buy tickets is refunded in full at the provider",
  },
  keepUnissued: {
    from: ["pending", "expired", "cancelled", "unissued"],
    to: "unissued",
    by: ["payment"],
    seats: "none",
    money: "a capture the provider would not refund stays recorded on the order; the start-up recovery completes or refunds it",
  },
  refund: {
    from: ["paid"],
    to: "refunded",
    by: ["staff"],
    seats:
      "the refunded tickets stop scanning and their paid seats go back on sale, offered to the waiting list first; the order becomes refunded once every seat is back, and stays paid (partially refunded) until then",
    money: "an amount up to what is left, less a cancellation fee kept; the provider's refund goes through the outbox, then a credit note is issued and the buyer mailed",
  },
} as const satisfies Record<string, OrderMove>;

type OrderMoves = typeof ORDER_MOVES;
/** The moves that change an existing order's status in one step (the refund goes through refundTickets). */
type StatusMove = Exclude<keyof OrderMoves, "hold" | "sell" | "recordUnissued" | "refund" | "expire">;

/** The status a new order is written with by a creating move. */
export const createdStatus = <M extends "hold" | "sell" | "recordUnissued">(move: M): OrderMoves[M]["to"] => ORDER_MOVES[move].to;

/**
 * Makes a move, inside the caller's transaction: the order changes status only if it is still in
 * one of the move's `from` statuses (and not paid by another capture), and its seats follow.
 * False when it was no longer there. `by` must be one of the move's movers (checked at compile time).
 */
export function moveOrder<M extends StatusMove>(
  sql: Tx,
  order: Pick<Order, "id" | "eventId" | "quantity">,
  move: M,
  by: OrderMoves[M]["by"][number],
  fields: Pick<StatusChange, "captureId" | "paidAt" | "expiresAt" | "tickets" | "readAs"> = {},
): Promise<boolean> {
  const { from, to, by: movers } = ORDER_MOVES[move];
  if (!(movers as readonly Mover[]).includes(by)) throw new Error(`An order's ${move} is not made by the ${by}.`);
  return changeOrderStatus(sql, order, { from, to, ...fields });
}

/**
 * The refund move: tickets (none for an amount alone) and money go back from a paid order in the
 * refund's transaction, the seats are offered to the waiting list. False when a ticket or the
 * order changed meanwhile.
 */
export async function refundTickets(sql: Tx, order: Pick<Order, "id" | "eventId">, refund: { ticketIds: readonly string[]; amountMinor: number }, now: Date): Promise<boolean> {
  if (!(await refundOrderTickets(sql, order, refund))) return false;
  await offerReturnedSeats(sql, order.eventId, now);
  return true;
}

/** The buyer left checkout (or its time ran out): the held seats go back on sale at once, to the waiting list first. */
export async function releaseHold(db: Db, userId: string, orderId: number, now: Date): Promise<void> {
  await db.transaction(async (sql) => {
    const order = await findOrder(sql, orderId);
    if (!order || order.userId !== userId || order.captureId !== null) return;
    if (await moveOrder(sql, order, "release", "buyer", { expiresAt: now })) await offerReturnedSeats(sql, order.eventId, now);
  });
}

/** The buyer's own order; anyone else's is reported as not found. */
export function ownOrder(order: Order | null, userId: string): Order {
  if (!order || order.userId !== userId) throw new DomainError("NOT_FOUND", CHECKOUT_MESSAGES.orderNotFound);
  return order;
}

/** Whether the order's hold still runs at `now`: it is pending and its seats are held until a later time. */
export const isHoldRunning = (order: Pick<Order, "status" | "expiresAt">, now: Date): boolean =>
  order.status === "pending" && order.expiresAt !== null && order.expiresAt > now;

/** Refuses unless the order's hold still runs: already paid, ran out (expired or past its time), or no longer payable. */
export function assertHoldRunning(order: Order, now: Date): void {
  if (isHoldRunning(order, now)) return;
  if (order.status === "paid") throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.alreadyPaid);
  if (order.status === "pending" || order.status === "expired") throw new DomainError("CONFLICT", CHECKOUT_REFUSALS.holdExpired);
  throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.orderNotPending);
}

/** What an order is, as people read it: its status, with a paid order partly given back told apart. */
export type OrderDisplayState = OrderStatus | "partially_refunded";

export interface OrderRefundFigures {
  status: string;
  totalMinor: number;
  refundedMinor: number;
  quantity: number;
  refundedSeats: number;
}

/**
 * The order's display state: a paid order of which money or tickets were given back, with money or
 * seats left, is partially refunded; one given back in full (every seat, or all its money) is refunded.
 */
export function orderDisplayState(order: OrderRefundFigures): OrderDisplayState {
  if (order.status !== "paid") return order.status as OrderDisplayState;
  if (order.refundedMinor <= 0 && order.refundedSeats <= 0) return "paid";
  const allMoneyBack = order.totalMinor > 0 && order.refundedMinor >= order.totalMinor;
  const allSeatsBack = order.refundedSeats >= order.quantity;
  return allMoneyBack && allSeatsBack ? "refunded" : "partially_refunded";
}
