import type { OrderStatus } from "@vyc/validators";
import type { Event, Prisma, Ticket } from "../generated/prisma/client";
import { withOrderStatus, type Order } from "./orders";

/** The orders as the account, the desk, the back office and the payment recovery list and show them (Prisma reads). */
export type OrderWithTickets = Order & { event: Event; tickets: Ticket[] };

export function findOrderWithTickets(db: Prisma.TransactionClient, orderId: number): Promise<OrderWithTickets | null> {
  return db.order.findUnique({ where: { id: orderId }, include: { event: true, tickets: { orderBy: { number: "asc" } } } }).then((o) => o && withOrderStatus(o));
}

/** A ticket with its guardian consent's status (none for an adult). */
export type TicketWithConsent = Ticket & { guardianConsent: { status: string } | null };

/** A user's orders that hold tickets, newest first, with their event and tickets. */
export function listTicketOrdersOfUser(db: Prisma.TransactionClient, userId: string): Promise<Array<Order & { event: Event; tickets: TicketWithConsent[] }>> {
  return db.order.findMany({
    where: { userId, tickets: { some: {} } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: { event: true, tickets: { orderBy: { number: "asc" }, include: { guardianConsent: { select: { status: true } } } } },
  }).then((rows) => rows.map(withOrderStatus));
}

/** An order's status and its buyer's e-mail (null without a buyer account). */
export function findOrderStatusAndBuyer(db: Prisma.TransactionClient, orderId: number): Promise<{ status: OrderStatus; user: { email: string } | null } | null> {
  return db.order.findUnique({ where: { id: orderId }, select: { status: true, user: { select: { email: true } } } }).then((o) => o && withOrderStatus(o));
}

/** Paid orders per event. */
export async function countPaidOrdersByEvent(db: Prisma.TransactionClient, eventIds: number[]): Promise<Map<number, number>> {
  const rows = await db.order.groupBy({ by: ["eventId"], where: { eventId: { in: eventIds }, status: "paid" }, _count: { _all: true } });
  return new Map(rows.map((r) => [r.eventId, r._count._all]));
}

/**
 * Orders sent to a payment provider and not completed here since `createdAfter`, and orders left
 * unissued (paid, tickets not written), whenever they were made.
 */
export function listOrdersAwaitingProvider(db: Prisma.TransactionClient, createdAfter: Date): Promise<Order[]> {
  return db.order.findMany({
    where: {
      OR: [{ status: "unissued" }, { status: { in: ["pending", "expired"] }, providerOrderId: { not: null }, captureId: null, createdAt: { gt: createdAfter } }],
    },
  }).then((rows) => rows.map(withOrderStatus));
}

export interface AdminOrderFilter {
  eventId: number;
  status?: OrderStatus | undefined;
  /** "yes": some ticket checked in; "no": none. */
  checkedIn?: "yes" | "no" | undefined;
}

/** An order as the back office lists it: buyer, discount code and its tickets' check-in times. */
export type AdminOrderListing = Order & { user: { email: string } | null; discount: { code: string } | null; tickets: Array<{ checkedInAt: Date | null }> };

const CHECKED_IN = { checkedInAt: { not: null } } satisfies Prisma.TicketWhereInput;

/** The orders of one event, newest first, by status and check-in state. */
export function listEventOrdersForAdmin(db: Prisma.TransactionClient, filter: AdminOrderFilter): Promise<AdminOrderListing[]> {
  const where: Prisma.OrderWhereInput = {
    eventId: filter.eventId,
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.checkedIn === "yes" ? { tickets: { some: CHECKED_IN } } : filter.checkedIn === "no" ? { tickets: { none: CHECKED_IN } } : {}),
  };
  return db.order.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: { user: { select: { email: true } }, discount: { select: { code: true } }, tickets: { select: { checkedInAt: true } } },
  }).then((rows) => rows.map(withOrderStatus));
}

export type AdminOrderDetailRow = Order & {
  event: { id: number; name: string };
  user: { email: string } | null;
  discount: { code: string } | null;
  tickets: TicketWithConsent[];
};

/** One order for the back office, with its event, buyer, discount code and tickets by number. */
export function findOrderForAdmin(db: Prisma.TransactionClient, orderId: number): Promise<AdminOrderDetailRow | null> {
  return db.order.findUnique({
    where: { id: orderId },
    include: { event: { select: { id: true, name: true } }, user: { select: { email: true } }, discount: { select: { code: true } }, tickets: { orderBy: { number: "asc" }, include: { guardianConsent: { select: { status: true } } } } },
  }).then((o) => o && withOrderStatus(o));
}
