import { randomUUID } from "node:crypto";
import type { Order, Prisma, SqliteConnection } from "@vyc/db";
import type { DiscountRule } from "../discounts/discount-rules";
import { readTime, sql, sqlTime, type Row } from "../shared/sql";
import type { SaleEvent } from "./event-rules";

/** The order path's SQL (see shared/sql): a hold or a payment is one atomic transaction of a few microseconds. */
const timeOrThrow = (value: unknown): Date => readTime(value) ?? new Date(Number.NaN);

export function findSaleEvent(connection: SqliteConnection, eventId: number): SaleEvent | null {
  const row = sql(
    connection,
    `SELECT id, name, eventCategory, capacity, priceMinor, currency, isOnline, isPublic, isRegistrable, registrationDeadline, dateEnd
     FROM "Event" WHERE id = ? AND isPublished = 1`,
  ).get(eventId) as Row | undefined;
  if (!row) return null;
  return {
    id: Number(row.id),
    name: String(row.name),
    eventCategory: String(row.eventCategory),
    capacity: Number(row.capacity),
    priceMinor: Number(row.priceMinor),
    currency: String(row.currency),
    isOnline: Boolean(row.isOnline),
    isPublic: Boolean(row.isPublic),
    isRegistrable: Boolean(row.isRegistrable),
    registrationDeadline: readTime(row.registrationDeadline),
    dateEnd: timeOrThrow(row.dateEnd),
  };
}

/** Paid seats plus those held by unexpired pending orders (the same rule as seatsTaken). */
export function countSeatsTaken(connection: SqliteConnection, eventId: number, now: Date): number {
  // The event's paid seats are kept by triggers; the live holds are one short range of the covering
  // index (eventId, status, expiresAt, quantity). Neither grows with the orders already paid.
  const row = sql(
    connection,
    `SELECT paidSeats + (SELECT COALESCE(SUM(quantity), 0) FROM "Order" WHERE eventId = ? AND status = 'pending' AND expiresAt > ?) AS taken
     FROM "Event" WHERE id = ?`,
  ).get(eventId, sqlTime(now), eventId) as { taken: number } | undefined;
  return row?.taken ?? 0;
}

/** Releases a buyer's holds on an event that never reached a payment provider. */
export function expireUnpaidHolds(connection: SqliteConnection, userId: string, eventId: number, now: Date): void {
  sql(connection, `UPDATE "Order" SET status = 'expired', expiresAt = ? WHERE userId = ? AND eventId = ? AND status = 'pending' AND providerOrderId IS NULL`).run(
    sqlTime(now),
    userId,
    eventId,
  );
}

/** Seats a buyer holds on an event with unexpired pending orders. */
export function countBuyerHeldSeats(connection: SqliteConnection, userId: string, eventId: number, now: Date): number {
  const row = sql(connection, `SELECT COALESCE(SUM(quantity), 0) AS held FROM "Order" WHERE userId = ? AND eventId = ? AND status = 'pending' AND expiresAt > ?`).get(
    userId,
    eventId,
    sqlTime(now),
  ) as { held: number };
  return row.held;
}

export function findDiscountByCode(connection: SqliteConnection, code: string): DiscountRule | null {
  const row = sql(connection, `SELECT id, code, percent, active, validFrom, validUntil, maxUses, uses, eventId FROM "Discount" WHERE code = ?`).get(code) as Row | undefined;
  if (!row) return null;
  return {
    id: String(row.id),
    code: String(row.code),
    percent: Number(row.percent),
    active: Boolean(row.active),
    validFrom: readTime(row.validFrom),
    validUntil: readTime(row.validUntil),
    maxUses: row.maxUses === null ? null : Number(row.maxUses),
    uses: Number(row.uses),
    eventId: row.eventId === null ? null : Number(row.eventId),
  };
}

/** Live holds reserving a discount code, other than `excludeOrderId`'s. */
export function countDiscountReservations(connection: SqliteConnection, discountId: string, now: Date, excludeOrderId = 0): number {
  const row = sql(connection, `SELECT COUNT(*) AS n FROM "Order" WHERE discountId = ? AND status = 'pending' AND expiresAt > ? AND id <> ?`).get(
    discountId,
    sqlTime(now),
    excludeOrderId,
  ) as { n: number };
  return row.n;
}

/** Counts one use of a code; false if that would pass its maximum. */
export function consumeDiscountUse(connection: SqliteConnection, discountId: string): boolean {
  return sql(connection, `UPDATE "Discount" SET uses = uses + 1 WHERE id = ? AND (maxUses IS NULL OR uses < maxUses)`).run(discountId).changes === 1;
}

export interface NewOrder {
  userId: string;
  eventId: number;
  status: "pending" | "paid";
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
  createdAt: Date;
  expiresAt: Date | null;
  paidAt: Date | null;
}

export function insertOrder(connection: SqliteConnection, order: NewOrder): number {
  const row = sql(
    connection,
    `INSERT INTO "Order" (userId, eventId, status, quantity, unitPriceMinor, subtotalMinor, discountPercent, discountId, totalMinor, currency, logisticCase, attendeesJson, provider, createdAt, expiresAt, paidAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  ).get(
    order.userId,
    order.eventId,
    order.status,
    order.quantity,
    order.unitPriceMinor,
    order.subtotalMinor,
    order.discountPercent,
    order.discountId,
    order.totalMinor,
    order.currency,
    order.logisticCase,
    order.attendeesJson,
    order.provider,
    sqlTime(order.createdAt),
    order.expiresAt ? sqlTime(order.expiresAt) : null,
    order.paidAt ? sqlTime(order.paidAt) : null,
  ) as { id: number };
  return row.id;
}

export function findOrder(connection: SqliteConnection, orderId: number): Order | null {
  const row = sql(connection, `SELECT * FROM "Order" WHERE id = ?`).get(orderId) as Row | undefined;
  if (!row) return null;
  const text = (v: unknown) => (v === null ? null : String(v));
  return {
    id: Number(row.id),
    userId: text(row.userId),
    eventId: Number(row.eventId),
    status: String(row.status),
    quantity: Number(row.quantity),
    unitPriceMinor: Number(row.unitPriceMinor),
    subtotalMinor: Number(row.subtotalMinor),
    discountPercent: Number(row.discountPercent),
    discountId: text(row.discountId),
    totalMinor: Number(row.totalMinor),
    currency: String(row.currency),
    logisticCase: text(row.logisticCase),
    attendeesJson: String(row.attendeesJson),
    provider: text(row.provider),
    providerOrderId: text(row.providerOrderId),
    captureId: text(row.captureId),
    createdAt: timeOrThrow(row.createdAt),
    expiresAt: readTime(row.expiresAt),
    paidAt: readTime(row.paidAt),
  };
}

/** Records the provider's order id on a still pending order of unchanged price. */
export function attachProviderOrder(connection: SqliteConnection, orderId: number, totalMinor: number, provider: string, providerOrderId: string): boolean {
  return (
    sql(connection, `UPDATE "Order" SET provider = ?, providerOrderId = ? WHERE id = ? AND status = 'pending' AND totalMinor = ?`).run(provider, providerOrderId, orderId, totalMinor)
      .changes === 1
  );
}

/** pending/expired/unissued → paid with its capture, unless someone else got there first. */
export function markOrderPaid(connection: SqliteConnection, orderId: number, fromStatus: string, captureId: string, now: Date): boolean {
  return (
    sql(connection, `UPDATE "Order" SET status = 'paid', captureId = ?, paidAt = ? WHERE id = ? AND status = ? AND (captureId IS NULL OR captureId = ?)`).run(
      captureId,
      sqlTime(now),
      orderId,
      fromStatus,
      captureId,
    ).changes === 1
  );
}

const TICKET_COLUMNS = [
  "orderId", "eventId", "number", "firstName", "lastName", "gender", "age", "email", "phone", "country", "healthcare", "expectation",
  "arrivalTransportType", "arrivalDatetime", "arrivalAirline", "arrivalFlightNumber", "departureTransportType", "departureDatetime",
  "departureAirline", "departureFlightNumber", "logisticsComments", "secret",
] as const satisfies ReadonlyArray<keyof Prisma.TicketCreateManyInput>;

export function insertTickets(connection: SqliteConnection, rows: Prisma.TicketCreateManyInput[], now: Date): void {
  const insert = sql(
    connection,
    `INSERT INTO "Ticket" (id, ${TICKET_COLUMNS.join(", ")}, status, createdAt) VALUES (?, ${TICKET_COLUMNS.map(() => "?").join(", ")}, 'valid', ?)`,
  );
  for (const row of rows) {
    const values = TICKET_COLUMNS.map((column) => {
      const value = row[column];
      return value instanceof Date ? sqlTime(value) : (value ?? null);
    });
    insert.run(randomUUID(), ...values, sqlTime(now));
  }
}

export interface ConfirmationData {
  order: { id: number; status: string; quantity: number; totalMinor: number; currency: string };
  buyerEmail: string | null;
  /** The buyer account's language (null when never chosen). */
  buyerLocale: string | null;
  event: { name: string; nameVi: string; eventCategory: string; place: string; location: string; dateStart: Date; dateEnd: Date };
  tickets: Array<{ number: number; firstName: string; lastName: string; secret: string }>;
}

/** What the confirmation e-mail shows of an order, in two statements. */
export function findConfirmationData(connection: SqliteConnection, orderId: number): ConfirmationData | null {
  const row = sql(
    connection,
    `SELECT o.id, o.status, o.quantity, o.totalMinor, o.currency, u.email, u.locale, e.name, e.nameVi, e.eventCategory, e.place, e.location, e.dateStart, e.dateEnd
     FROM "Order" o JOIN "Event" e ON e.id = o.eventId LEFT JOIN "User" u ON u.id = o.userId WHERE o.id = ?`,
  ).get(orderId) as Row | undefined;
  if (!row) return null;
  const tickets = sql(connection, `SELECT number, firstName, lastName, secret FROM "Ticket" WHERE orderId = ? ORDER BY number`).all(orderId) as ConfirmationData["tickets"];
  return {
    order: { id: Number(row.id), status: String(row.status), quantity: Number(row.quantity), totalMinor: Number(row.totalMinor), currency: String(row.currency) },
    buyerEmail: row.email === null ? null : String(row.email),
    buyerLocale: row.locale === null || row.locale === undefined ? null : String(row.locale),
    event: {
      name: String(row.name),
      nameVi: String(row.nameVi ?? ""),
      eventCategory: String(row.eventCategory),
      place: String(row.place),
      location: String(row.location),
      dateStart: timeOrThrow(row.dateStart),
      dateEnd: timeOrThrow(row.dateEnd),
    },
    tickets,
  };
}
