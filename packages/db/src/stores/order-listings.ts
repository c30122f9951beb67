import type { OrderStatus } from "@vyc/validators";
import type { Queries } from "../database";
import type { Event, Ticket } from "../rows";
import type { Order } from "./orders";
import { matchingTicketIds, type TicketSearch } from "./ticket-search";

/** The orders as the account, the desk, the back office and the payment recovery list and show them. */
export type OrderWithTickets = Order & { event: Event; tickets: Ticket[] };

const orders = (db: Queries) => db.query.selectFrom("Order").selectAll("Order").$narrowType<{ status: OrderStatus }>();

export async function findOrderWithTickets(db: Queries, orderId: number): Promise<OrderWithTickets | null> {
  const order = await orders(db).where("id", "=", orderId).executeTakeFirst();
  if (!order) return null;
  const [event, tickets] = await Promise.all([
    db.query.selectFrom("Event").selectAll().where("id", "=", order.eventId).executeTakeFirstOrThrow(),
    db.query.selectFrom("Ticket").selectAll().where("orderId", "=", orderId).orderBy("number", "asc").execute(),
  ]);
  return { ...order, event, tickets };
}

/** A ticket with its guardian consent's status (null for an adult, who needs none). */
export type TicketWithConsent = Ticket & { consentStatus: string | null };

/** Tickets with their guardian consent's status, by order and number. */
const ticketsWithConsent = (db: Queries) =>
  db.query
    .selectFrom("Ticket")
    .leftJoin("GuardianConsent", "GuardianConsent.ticketId", "Ticket.id")
    .selectAll("Ticket")
    .select("GuardianConsent.status as consentStatus")
    .orderBy("Ticket.orderId", "asc")
    .orderBy("Ticket.number", "asc");

/** A user's orders that hold tickets, newest first, with their event and tickets. */
export async function listTicketOrdersOfUser(db: Queries, userId: string): Promise<Array<Order & { event: Event; tickets: TicketWithConsent[] }>> {
  const ordersOfUser = db.query.selectFrom("Order").select("id").where("userId", "=", userId);
  const [rows, events, tickets] = await Promise.all([
    orders(db)
      .where("userId", "=", userId)
      .where((eb) => eb.exists(eb.selectFrom("Ticket").select("Ticket.id").whereRef("Ticket.orderId", "=", "Order.id")))
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .execute(),
    db.query.selectFrom("Event").selectAll().where("id", "in", db.query.selectFrom("Order").select("eventId").where("userId", "=", userId)).execute(),
    ticketsWithConsent(db).where("Ticket.orderId", "in", ordersOfUser).execute(),
  ]);
  const eventById = new Map(events.map((e) => [e.id, e]));
  return rows.flatMap((order) => {
    const event = eventById.get(order.eventId);
    return event ? [{ ...order, event, tickets: tickets.filter((t) => t.orderId === order.id) }] : [];
  });
}

/** An order's status and its buyer's e-mail (null without a buyer account). */
export async function findOrderStatusAndBuyer(db: Queries, orderId: number): Promise<{ status: OrderStatus; buyerEmail: string | null } | null> {
  const order = await db.query
    .selectFrom("Order")
    .leftJoin("User", "User.id", "Order.userId")
    .select(["Order.status", "User.email as buyerEmail"])
    .where("Order.id", "=", orderId)
    .$narrowType<{ status: OrderStatus }>()
    .executeTakeFirst();
  return order ?? null;
}

/** Paid orders per event. */
export async function countPaidOrdersByEvent(db: Queries, eventIds: number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.query
    .selectFrom("Order")
    .select((eb) => ["eventId", eb.fn.countAll<number>().as("count")])
    .where("eventId", "in", eventIds)
    .where("status", "=", "paid")
    .groupBy("eventId")
    .execute();
  return new Map(rows.map((r) => [r.eventId, r.count]));
}

/**
 * Orders sent to a payment provider and not completed here since `createdAfter`, and orders left
 * unissued (paid, tickets not written), whenever they were made.
 */
export function listOrdersAwaitingProvider(db: Queries, createdAfter: Date): Promise<Order[]> {
  return orders(db)
    .where((eb) =>
      eb.or([
        eb("status", "=", "unissued"),
        eb.and([eb("status", "in", ["pending", "expired"]), eb("providerOrderId", "is not", null), eb("captureId", "is", null), eb("createdAt", ">", createdAfter)]),
      ]),
    )
    .execute();
}

export interface AdminOrderFilter {
  /** Every event's orders when absent (then a search narrows them). */
  eventId?: number | undefined;
  status?: OrderStatus | undefined;
  /** "yes": some ticket checked in; "no": none. */
  checkedIn?: "yes" | "no" | undefined;
  /** Only orders with a ticket this finds. */
  search?: TicketSearch | undefined;
  /** The page of `pageSize` orders, from 1. */
  page: number;
  pageSize: number;
}

/** The columns of an order the back office's list shows (never its stored attendees, the bulk of a row). */
const LISTED_ORDER_COLUMNS = ["id", "createdAt", "status", "quantity", "totalMinor", "refundedMinor", "refundedSeats", "currency", "discountPercent", "logisticCase", "provider"] as const;

/** An order as the back office lists it: buyer, discount code, its tickets and how many of them are checked in. */
export type AdminOrderListing = Pick<Order, (typeof LISTED_ORDER_COLUMNS)[number]> & { eventId: number; eventName: string; buyerEmail: string | null; discountCode: string | null; ticketCount: number; checkedInCount: number };

/** Orders with their buyer's e-mail, discount code and tickets counted. */
const adminOrders = (db: Queries) =>
  db.query
    .selectFrom("Order")
    .leftJoin("User", "User.id", "Order.userId")
    .leftJoin("Discount", "Discount.id", "Order.discountId")
    .leftJoin("Ticket", "Ticket.orderId", "Order.id")
    .select((eb) => [
      "User.email as buyerEmail",
      "Discount.code as discountCode",
      eb.fn.count<number>("Ticket.id").as("ticketCount"),
      eb.fn.count<number>("Ticket.checkedInAt").as("checkedInCount"),
    ])
    .groupBy(["Order.id", "User.email", "Discount.code"]);

/**
 * One page of the orders of one event or of every event, newest first, by status, check-in state
 * and a ticket search. Across events the search finds the orders through its indexes first.
 */
export function listOrdersForAdmin(db: Queries, filter: AdminOrderFilter): Promise<AdminOrderListing[]> {
  let query = adminOrders(db)
    .innerJoin("Event", "Event.id", "Order.eventId")
    .select(LISTED_ORDER_COLUMNS.map((column) => `Order.${column}` as const))
    .select(["Order.eventId", "Event.name as eventName"])
    .groupBy("Event.name")
    .$narrowType<{ status: OrderStatus }>();
  if (filter.eventId !== undefined) query = query.where("Order.eventId", "=", filter.eventId);
  if (filter.status) query = query.where("Order.status", "=", filter.status);
  if (filter.search) {
    const found = db.query.selectFrom("Ticket").select("Ticket.orderId").where("Ticket.id", "in", matchingTicketIds(db, filter.search));
    query = query.where("Order.id", "in", found);
  }
  if (filter.checkedIn === "yes") query = query.having((eb) => eb.fn.count("Ticket.checkedInAt"), ">", 0);
  if (filter.checkedIn === "no") query = query.having((eb) => eb.fn.count("Ticket.checkedInAt"), "=", 0);
  return query
    .orderBy("Order.createdAt", "desc")
    .orderBy("Order.id", "desc")
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
}

export type AdminOrderDetailRow = Order & AdminOrderListing & { eventName: string; tickets: TicketWithConsent[] };

/** One order for the back office, with its event's name, buyer, discount code and tickets by number. */
export async function findOrderForAdmin(db: Queries, orderId: number): Promise<AdminOrderDetailRow | null> {
  const order = await adminOrders(db)
    .selectAll("Order")
    .$narrowType<{ status: OrderStatus }>()
    .innerJoin("Event", "Event.id", "Order.eventId")
    .select("Event.name as eventName")
    .groupBy("Event.name")
    .where("Order.id", "=", orderId)
    .executeTakeFirst();
  if (!order) return null;
  return { ...order, tickets: await ticketsWithConsent(db).where("Ticket.orderId", "=", orderId).execute() };
}
