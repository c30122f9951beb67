import type { OrderStatus } from "@vyc/validators";
import type { Order as OrderModel } from "../generated/prisma/client";
import { readText, readTime, type Row, type SqlRunner, type SqlValue } from "../sql-runner";
import { lockForDecision } from "../locks";
import { payHeldSeats, releaseSeats } from "./seats";

/** An order as the stores read it: its status one of ORDER_STATUSES, the set the database holds it to. */
export type Order = Omit<OrderModel, "status"> & { status: OrderStatus };

/** A row read through Prisma with its order status typed as the closed set the database holds it to. */
export const withOrderStatus = <T extends { status: string }>(row: T): Omit<T, "status"> & { status: OrderStatus } => row as Omit<T, "status"> & { status: OrderStatus };

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


function toOrder(row: Row): Order {
  return {
    id: Number(row.id),
    userId: readText(row.userId),
    eventId: Number(row.eventId),
    status: String(row.status) as OrderStatus,
    quantity: Number(row.quantity),
    unitPriceMinor: Number(row.unitPriceMinor),
    subtotalMinor: Number(row.subtotalMinor),
    discountPercent: Number(row.discountPercent),
    discountId: readText(row.discountId),
    totalMinor: Number(row.totalMinor),
    currency: String(row.currency),
    logisticCase: readText(row.logisticCase),
    attendeesJson: String(row.attendeesJson),
    provider: readText(row.provider),
    providerOrderId: readText(row.providerOrderId),
    captureId: readText(row.captureId),
    createdAt: readTime(row.createdAt) ?? new Date(Number.NaN),
    expiresAt: readTime(row.expiresAt),
    paidAt: readTime(row.paidAt),
    billingName: readText(row.billingName),
    billingAddress: readText(row.billingAddress),
    billingOrganisation: readText(row.billingOrganisation),
    refundedMinor: Number(row.refundedMinor ?? 0),
    refundedSeats: Number(row.refundedSeats ?? 0),
  };
}

export async function findOrder(sql: SqlRunner, orderId: number): Promise<Order | null> {
  const row = await sql.get(`SELECT * FROM "Order" WHERE "id" = ?`, [orderId]);
  return row ? toOrder(row) : null;
}

/** The order a provider's capture, or a provider order id (e.g. a desk sale's key), belongs to. */
export async function findOrderBy(sql: SqlRunner, key: { captureId: string } | { providerOrderId: string }): Promise<Order | null> {
  const row =
    "captureId" in key
      ? await sql.get(`SELECT * FROM "Order" WHERE "captureId" = ?`, [key.captureId])
      : await sql.get(`SELECT * FROM "Order" WHERE "providerOrderId" = ?`, [key.providerOrderId]);
  return row ? toOrder(row) : null;
}

/** Writes an order; its seats must already have been taken (see seats.takeSeats). */
export async function insertOrder(sql: SqlRunner, order: NewOrder): Promise<number> {
  const row = await sql.get<{ id: number }>(
    `INSERT INTO "Order" ("userId", "eventId", "status", "quantity", "unitPriceMinor", "subtotalMinor", "discountPercent", "discountId", "totalMinor", "currency",
       "logisticCase", "attendeesJson", "provider", "providerOrderId", "captureId", "createdAt", "expiresAt", "paidAt")
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING "id"`,
    [
      order.userId, order.eventId, order.status, order.quantity, order.unitPriceMinor, order.subtotalMinor, order.discountPercent, order.discountId, order.totalMinor,
      order.currency, order.logisticCase, order.attendeesJson, order.provider, order.providerOrderId, order.captureId, order.createdAt, order.expiresAt, order.paidAt,
    ],
  );
  if (!row) throw new Error("The order was not written.");
  return Number(row.id);
}

export interface StatusChange {
  to: OrderStatus;
  /** Only when the order is still in one of these statuses. */
  from: readonly OrderStatus[];
  captureId?: string;
  paidAt?: Date;
  expiresAt?: Date;
}

/**
 * Moves an order to another status, if it is still in one of `from` (and not paid by another
 * capture), and keeps its event's seat counters: a pending order gives back its held seats (or
 * turns them into paid ones), a paid one gives back the paid seats it still holds (those of tickets
 * not refunded yet). An order leaving expired or
 * unissued for paid holds no seats: its seats must have been taken first (seats.takeSeats).
 * False when the order was no longer in one of `from`.
 */
export async function changeOrderStatus(sql: SqlRunner, order: Pick<Order, "id" | "eventId" | "quantity">, change: StatusChange): Promise<boolean> {
  await lockForDecision(sql, { eventId: order.eventId });
  const current = await sql.get<{ status: OrderStatus; refundedSeats: number }>(`SELECT "status", "refundedSeats" FROM "Order" WHERE "id" = ?`, [order.id]);
  const from = current?.status;
  if (!from || !change.from.includes(from)) return false;
  const sets: string[] = [`"status" = ?`];
  const values: SqlValue[] = [change.to];
  const guard: string[] = [];
  if (change.captureId !== undefined) {
    sets.push(`"captureId" = ?`);
    values.push(change.captureId);
    guard.push(`AND ("captureId" IS NULL OR "captureId" = ?)`);
  }
  for (const [name, value] of [["paidAt", change.paidAt], ["expiresAt", change.expiresAt]] as const) {
    if (!value) continue;
    sets.push(`"${name}" = ?`);
    values.push(value);
  }
  const changed = await sql.run(`UPDATE "Order" SET ${sets.join(", ")} WHERE "id" = ? AND "status" = ? ${guard.join(" ")}`, [
    ...values,
    order.id,
    from,
    ...(change.captureId !== undefined ? [change.captureId] : []),
  ]);
  if (changed !== 1) return false;
  if (from === "pending" && change.to === "paid") await payHeldSeats(sql, order.eventId, order.quantity);
  else if (from === "pending") await releaseSeats(sql, order.eventId, order.quantity, "held");
  else if (from === "paid") await releaseSeats(sql, order.eventId, order.quantity - Number(current?.refundedSeats ?? 0), "paid");
  return true;
}

/** A buyer's pending orders on an event, e.g. to release those that never reached a provider. */
export async function findBuyerHolds(sql: SqlRunner, userId: string, eventId: number): Promise<Order[]> {
  const rows = await sql.all(`SELECT * FROM "Order" WHERE "userId" = ? AND "eventId" = ? AND "status" = 'pending'`, [userId, eventId]);
  return rows.map(toOrder);
}

/** Records the provider's order id on a still pending order of unchanged price. */
export async function attachProviderOrder(sql: SqlRunner, orderId: number, totalMinor: number, provider: string, providerOrderId: string): Promise<boolean> {
  const changed = await sql.run(`UPDATE "Order" SET "provider" = ?, "providerOrderId" = ? WHERE "id" = ? AND "status" = 'pending' AND "totalMinor" = ?`, [
    provider,
    providerOrderId,
    orderId,
    totalMinor,
  ]);
  return changed === 1;
}

/** E-mails of the attendees holding a valid ticket of an event from an account's paid orders. */
export async function registeredAttendeeEmails(sql: SqlRunner, userId: string, eventId: number): Promise<string[]> {
  const rows = await sql.all<{ email: string }>(
    `SELECT t."email" FROM "Order" o JOIN "Ticket" t ON t."orderId" = o."id" WHERE o."userId" = ? AND o."eventId" = ? AND o."status" = 'paid' AND t."status" = 'valid'`,
    [userId, eventId],
  );
  return rows.map((row) => String(row.email));
}

export interface ConfirmationData {
  order: { id: number; status: OrderStatus; quantity: number; totalMinor: number; currency: string };
  buyerEmail: string | null;
  /** The buyer account's language (null when never chosen). */
  buyerLocale: string | null;
  event: { name: string; nameVi: string; eventCategory: string; place: string; location: string; dateStart: Date; dateEnd: Date; timeZone: string };
  tickets: Array<{ number: number; firstName: string; lastName: string; secret: string }>;
}

/** What the confirmation e-mail shows of an order, in two statements. */
export async function findConfirmationData(sql: SqlRunner, orderId: number): Promise<ConfirmationData | null> {
  const row = await sql.get(
    `SELECT o."id", o."status", o."quantity", o."totalMinor", o."currency", u."email", u."locale", e."name", e."nameVi", e."eventCategory", e."place", e."location", e."dateStart", e."dateEnd", e."timeZone"
     FROM "Order" o JOIN "Event" e ON e."id" = o."eventId" LEFT JOIN "User" u ON u."id" = o."userId" WHERE o."id" = ?`,
    [orderId],
  );
  if (!row) return null;
  const tickets = await sql.all(`SELECT "number", "firstName", "lastName", "secret" FROM "Ticket" WHERE "orderId" = ? ORDER BY "number"`, [orderId]);
  return {
    order: { id: Number(row.id), status: String(row.status) as OrderStatus, quantity: Number(row.quantity), totalMinor: Number(row.totalMinor), currency: String(row.currency) },
    buyerEmail: readText(row.email),
    buyerLocale: readText(row.locale),
    event: {
      name: String(row.name),
      nameVi: String(row.nameVi ?? ""),
      eventCategory: String(row.eventCategory),
      place: String(row.place),
      location: String(row.location),
      dateStart: readTime(row.dateStart) ?? new Date(Number.NaN),
      dateEnd: readTime(row.dateEnd) ?? new Date(Number.NaN),
      timeZone: String(row.timeZone),
    },
    tickets: tickets.map((t) => ({ number: Number(t.number), firstName: String(t.firstName), lastName: String(t.lastName), secret: String(t.secret) })),
  };
}

export interface OrderPrice {
  unitPriceMinor: number;
  subtotalMinor: number;
  discountPercent: number;
  totalMinor: number;
}

/** A held order's new price and discount; a payment already opened at the provider is dropped. */
export async function repriceHeldOrder(sql: SqlRunner, orderId: number, price: OrderPrice, discountId: string | null): Promise<boolean> {
  const changed = await sql.run(
    `UPDATE "Order" SET "unitPriceMinor" = ?, "subtotalMinor" = ?, "discountPercent" = ?, "totalMinor" = ?, "discountId" = ?, "provider" = NULL, "providerOrderId" = NULL
     WHERE "id" = ? AND "status" = 'pending'`,
    [price.unitPriceMinor, price.subtotalMinor, price.discountPercent, price.totalMinor, discountId, orderId],
  );
  return changed === 1;
}

/** An order with its event and its tickets by number. */
