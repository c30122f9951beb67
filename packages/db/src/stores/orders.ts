import type { OrderStatus } from "@vyc/validators";
import type { Kysely, Selectable } from "kysely";
import type { DB, Queries, Tx } from "../database";
import type { Order as OrderTable } from "../generated/kysely/types";
import { lockForDecision } from "../locks";
import { jsonList, withJsonLists } from "../query/json-lists";
import { prepare } from "../query/prepared";
import { addOrderFigures, REVENUE_STATUSES, type TicketFigures } from "./event-figures";
import { payHold } from "./hold-payment";
import { payHeldSeats, releaseSeats } from "./seats";

/** An order as the stores read it: its status one of ORDER_STATUSES, the set the database holds it to. */
export type Order = Omit<Selectable<OrderTable>, "status"> & { status: OrderStatus };

export interface NewOrder {
  userId: string | null;
  eventId: number;
  status: Extract<OrderStatus, "pending" | "paid" | "unissued">;
  quantity: number;
  unitPriceMinor: number;
  subtotalMinor: number;
  discountPercent: number;
  discountId: string | null;
  totalMinor: number;
  currency: string;
  logisticCase: string | null;
  attendeesJson: string;
  provider: string | null;
  providerOrderId: string | null;
  captureId: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  paidAt: Date | null;
}

/** Orders, read with their status typed as the closed set the database holds it to. */
const orders = (q: Kysely<DB>) => q.selectFrom("Order").selectAll().$narrowType<{ status: OrderStatus }>();

const orderById = prepare((q, v: { id: number }) => orders(q).where("id", "=", v.id));
const orderByCapture = prepare((q, v: { captureId: string }) => orders(q).where("captureId", "=", v.captureId));
const orderByProviderOrder = prepare((q, v: { providerOrderId: string }) => orders(q).where("providerOrderId", "=", v.providerOrderId));

export async function findOrder(db: Queries, orderId: number): Promise<Order | null> {
  return (await orderById.first(db, { id: orderId })) ?? null;
}

/** The order a provider's capture, or a provider order id (e.g. a desk sale's key), belongs to. */
export async function findOrderBy(db: Queries, key: { captureId: string } | { providerOrderId: string }): Promise<Order | null> {
  const found = "captureId" in key ? orderByCapture.first(db, key) : orderByProviderOrder.first(db, key);
  return (await found) ?? null;
}

const insertOrderRow = prepare((q, order: NewOrder) =>
  q
    .insertInto("Order")
    .values({
      userId: order.userId,
      eventId: order.eventId,
      status: order.status,
      quantity: order.quantity,
      unitPriceMinor: order.unitPriceMinor,
      subtotalMinor: order.subtotalMinor,
      discountPercent: order.discountPercent,
      discountId: order.discountId,
      totalMinor: order.totalMinor,
      currency: order.currency,
      logisticCase: order.logisticCase,
      attendeesJson: order.attendeesJson,
      provider: order.provider,
      providerOrderId: order.providerOrderId,
      captureId: order.captureId,
      createdAt: order.createdAt,
      expiresAt: order.expiresAt,
      paidAt: order.paidAt,
    })
    .returning("id"),
);

/**
 * Writes an order; its seats must already have been taken (see seats.takeSeats). An order written
 * paid counts in its event's figures (see event-figures), in the sale's transaction.
 */
export async function insertOrder(db: Queries, order: NewOrder): Promise<number> {
  const row = await insertOrderRow.first(db, order);
  if (!row) throw new Error("The order was not written.");
  if (REVENUE_STATUSES.includes(order.status)) {
    await addOrderFigures(db, order.eventId, { currency: order.currency, revenueMinor: order.totalMinor, discountUses: order.status === "paid" && order.discountId !== null ? 1 : 0 });
  }
  return row.id;
}

const orderState = prepare((q, v: { id: number }) =>
  q
    .selectFrom("Order")
    .select(["status", "refundedSeats", "totalMinor", "refundedMinor", "currency", "discountId"])
    .where("id", "=", v.id)
    .$narrowType<{ status: OrderStatus }>(),
);

type OrderState = NonNullable<Awaited<ReturnType<typeof orderState.first>>>;

/** What an order's move from `current.status` to `to` does to its event's money kept and discount uses. */
async function moveOrderFigures(tx: Tx, eventId: number, current: OrderState, to: OrderStatus): Promise<void> {
  const kept = (status: OrderStatus): number => (REVENUE_STATUSES.includes(status) ? current.totalMinor - current.refundedMinor : 0);
  const used = (status: OrderStatus): number => (status === "paid" && current.discountId !== null ? 1 : 0);
  if (!REVENUE_STATUSES.includes(current.status) && !REVENUE_STATUSES.includes(to)) return;
  await addOrderFigures(tx, eventId, { currency: current.currency, revenueMinor: kept(to) - kept(current.status), discountUses: used(to) - used(current.status) });
}

/** A payment found its order changed after it was read (and after the event's seats moved): its transaction must roll back. */
export class OrderChangedMeanwhile extends Error {
  constructor() {
    super("The order changed while it was being paid.");
    this.name = "OrderChangedMeanwhile";
  }
}

export interface StatusChange {
  to: OrderStatus;
  /** Only when the order is still in one of these statuses. */
  from: readonly OrderStatus[];
  /** The order's tickets written before it is paid, counted in its event's figures as it is paid. */
  tickets?: TicketFigures;
  /** A payment's order as its transaction read it: not read again (the payment's own statement checks that it is unchanged). */
  readAs?: OrderState;
  captureId?: string;
  paidAt?: Date;
  expiresAt?: Date;
}

/**
 * The payment of a pending order, its event's seat row as late as the rule allows: the order's
 * state is read first, without a lock (or taken as the transaction read it); then its held seats
 * become paid, it is paid (only while still pending, unpaid by another capture, at the price read)
 * and the event's figures count it and its tickets written before (see hold-payment). False when it was no longer pending when read; throws
 * OrderChangedMeanwhile when it changed after (the seats moved: the transaction must roll back).
 */
async function payPendingOrder(tx: Tx, order: Pick<Order, "id" | "eventId" | "quantity">, change: StatusChange & { captureId: string; paidAt: Date }): Promise<boolean> {
  const current = change.readAs ?? (await orderState.first(tx, { id: order.id }));
  if (current?.status !== "pending") return false;
  const paid = await payHold(tx, {
    orderId: order.id,
    eventId: order.eventId,
    quantity: order.quantity,
    captureId: change.captureId,
    paidAt: change.paidAt,
    totalMinor: current.totalMinor,
    currency: current.currency,
    revenueMinor: current.totalMinor - current.refundedMinor,
    discountUses: current.discountId !== null ? 1 : 0,
    tickets: change.tickets ?? { tickets: [], direction: 1 },
  });
  if (!paid || paid.discountId !== current.discountId) throw new OrderChangedMeanwhile();
  return true;
}

/**
 * Moves an order to another status, if it is still in one of `from` (and not paid by another
 * capture), and keeps its event's seat counters: a pending order gives back its held seats (or
 * turns them into paid ones, see payPendingOrder), a paid one gives back the paid seats it still
 * holds (those of tickets not refunded yet). An order leaving expired or
 * unissued for paid holds no seats: its seats must have been taken first (seats.takeSeats). The
 * event's money kept and discount uses follow (see event-figures).
 * False when the order was no longer in one of `from`. The moves it may make are the domain's
 * ORDER_MOVES (orders/order-life), whose moveOrder is its one caller.
 */
export async function changeOrderStatus(tx: Tx, order: Pick<Order, "id" | "eventId" | "quantity">, change: StatusChange): Promise<boolean> {
  const { captureId, paidAt, expiresAt } = change;
  const paying = change.from.length === 1 && change.from[0] === "pending" && change.to === "paid" && captureId !== undefined && paidAt !== undefined && expiresAt === undefined;
  if (paying) return payPendingOrder(tx, order, { ...change, captureId, paidAt });
  await lockForDecision(tx, { eventId: order.eventId });
  const current = await orderState.first(tx, { id: order.id });
  if (!current || !change.from.includes(current.status)) return false;
  const from = current.status;
  const update = tx.query
    .updateTable("Order")
    .set({ status: change.to, ...(captureId !== undefined && { captureId }), ...(paidAt && { paidAt }), ...(expiresAt && { expiresAt }) })
    .where("id", "=", order.id)
    .where("status", "=", from);
  const guarded = captureId === undefined ? update : update.where((eb) => eb.or([eb("captureId", "is", null), eb("captureId", "=", captureId)]));
  const result = await guarded.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  if (from === "pending" && change.to === "paid") await payHeldSeats(tx, order.eventId, order.quantity);
  else if (from === "pending") await releaseSeats(tx, order.eventId, order.quantity, "held");
  else if (from === "paid") await releaseSeats(tx, order.eventId, order.quantity - current.refundedSeats, "paid");
  await moveOrderFigures(tx, order.eventId, current, change.to);
  return true;
}

/** A buyer's pending orders on an event, e.g. to release those that never reached a provider. */
const buyerHolds = prepare((q, v: { userId: string; eventId: number }) => orders(q).where("userId", "=", v.userId).where("eventId", "=", v.eventId).where("status", "=", "pending"));

export async function findBuyerHolds(db: Queries, userId: string, eventId: number): Promise<Order[]> {
  return buyerHolds.rows(db, { userId, eventId });
}

/** Records the provider's order id on a still pending order of unchanged price. */
const attachProvider = prepare((q, v: { orderId: number; totalMinor: number; provider: string; providerOrderId: string }) =>
  q
    .updateTable("Order")
    .set({ provider: v.provider, providerOrderId: v.providerOrderId })
    .where("id", "=", v.orderId)
    .where("status", "=", "pending")
    .where("totalMinor", "=", v.totalMinor),
);

export async function attachProviderOrder(db: Queries, orderId: number, totalMinor: number, provider: string, providerOrderId: string): Promise<boolean> {
  return (await attachProvider.affected(db, { orderId, totalMinor, provider, providerOrderId })) === 1;
}

/** E-mails of the attendees holding a valid ticket of an event from an account's paid orders. */
export async function registeredAttendeeEmails(db: Queries, userId: string, eventId: number): Promise<string[]> {
  const rows = await db.query
    .selectFrom("Order as o")
    .innerJoin("Ticket as t", "t.orderId", "o.id")
    .select("t.email")
    .where("o.userId", "=", userId)
    .where("o.eventId", "=", eventId)
    .where("o.status", "=", "paid")
    .where("t.status", "=", "valid")
    .execute();
  return rows.map((row) => row.email);
}

export interface ConfirmationData {
  order: { id: number; status: OrderStatus; quantity: number; unitPriceMinor: number; subtotalMinor: number; discountPercent: number; totalMinor: number; currency: string };
  buyerEmail: string | null;
  /** The buyer account's language (null when never chosen). */
  buyerLocale: string | null;
  /** joinLink is sealed (see Event.joinLink); images a JSON array of paths or addresses. */
  event: {
    name: string;
    nameVi: string;
    eventCategory: string;
    place: string;
    location: string;
    dateStart: Date;
    dateEnd: Date;
    timeZone: string;
    isOnline: boolean;
    joinLink: string | null;
    images: string;
  };
  tickets: Array<{ number: number; firstName: string; lastName: string; secret: string; shortCode: string }>;
}

/** What the confirmation e-mail shows of an order, its tickets (a JSON list, see withJsonLists) included: one statement. */
const confirmationOrder = withJsonLists((jsonArrayFrom) =>
  prepare((q, v: { orderId: number }) =>
    q
      .selectFrom("Order as o")
      .innerJoin("Event as e", "e.id", "o.eventId")
      .leftJoin("User as u", "u.id", "o.userId")
      .select(["o.id", "o.status", "o.quantity", "o.unitPriceMinor", "o.subtotalMinor", "o.discountPercent", "o.totalMinor", "o.currency", "u.email", "u.locale"])
      .select(["e.name", "e.nameVi", "e.eventCategory", "e.place", "e.location", "e.dateStart", "e.dateEnd", "e.timeZone", "e.isOnline", "e.joinLink", "e.images"])
      .select((eb) => jsonArrayFrom(eb.selectFrom("Ticket as t").select(["t.number", "t.firstName", "t.lastName", "t.secret", "t.shortCode"]).whereRef("t.orderId", "=", "o.id")).as("tickets"))
      .where("o.id", "=", v.orderId)
      .$narrowType<{ status: OrderStatus }>(),
  ),
);

export async function findConfirmationData(db: Queries, orderId: number): Promise<ConfirmationData | null> {
  const row = await confirmationOrder[db.engine].first(db, { orderId });
  if (!row) return null;
  const { id, status, quantity, unitPriceMinor, subtotalMinor, discountPercent, totalMinor, currency, email, locale, tickets, ...event } = row;
  const byNumber = jsonList(tickets).sort((a, b) => a.number - b.number);
  return { order: { id, status, quantity, unitPriceMinor, subtotalMinor, discountPercent, totalMinor, currency }, buyerEmail: email, buyerLocale: locale, event, tickets: byNumber };
}

export interface OrderPrice {
  unitPriceMinor: number;
  subtotalMinor: number;
  discountPercent: number;
  totalMinor: number;
}

/** A held order's new price and discount; a payment already opened at the provider is dropped. */
export async function repriceHeldOrder(db: Queries, orderId: number, price: OrderPrice, discountId: string | null): Promise<boolean> {
  const result = await db.query
    .updateTable("Order")
    .set({
      unitPriceMinor: price.unitPriceMinor,
      subtotalMinor: price.subtotalMinor,
      discountPercent: price.discountPercent,
      totalMinor: price.totalMinor,
      discountId,
      provider: null,
      providerOrderId: null,
    })
    .where("id", "=", orderId)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An order with its event and its tickets by number. */
