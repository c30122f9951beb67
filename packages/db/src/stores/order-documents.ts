import { readText, readTime, type Row, type SqlRunner } from "../sql-runner";

/** What an order's invoice, tickets and calendar file print: the order, its buyer, event and tickets. */
export interface OrderDocumentData {
  order: {
    id: number;
    userId: string | null;
    status: string;
    quantity: number;
    unitPriceMinor: number;
    subtotalMinor: number;
    discountPercent: number;
    totalMinor: number;
    currency: string;
    provider: string | null;
    captureId: string | null;
    paidAt: Date | null;
    billingName: string | null;
    billingAddress: string | null;
    billingOrganisation: string | null;
  };
  buyer: { email: string | null; locale: string | null };
  event: DocumentEvent;
  tickets: Array<{ id: string; number: number; firstName: string; lastName: string; email: string; secret: string; status: string }>;
}

export interface DocumentEvent {
  id: number;
  name: string;
  nameVi: string;
  eventCategory: string;
  description: string;
  isOnline: boolean;
  place: string;
  location: string;
  dateStart: Date;
  dateEnd: Date;
  timeZone: string;
}

const EVENT_COLUMNS = `e."id" AS "eventId", e."name", e."nameVi", e."eventCategory", e."description", e."isOnline", e."place", e."location", e."dateStart", e."dateEnd", e."timeZone"`;

function toEvent(row: Row): DocumentEvent {
  return {
    id: Number(row.eventId),
    name: String(row.name),
    nameVi: String(row.nameVi ?? ""),
    eventCategory: String(row.eventCategory),
    description: String(row.description),
    isOnline: Boolean(row.isOnline),
    place: String(row.place),
    location: String(row.location),
    dateStart: readTime(row.dateStart) ?? new Date(Number.NaN),
    dateEnd: readTime(row.dateEnd) ?? new Date(Number.NaN),
    timeZone: String(row.timeZone),
  };
}

export async function findOrderDocumentData(sql: SqlRunner, orderId: number): Promise<OrderDocumentData | null> {
  const row = await sql.get(
    `SELECT o."id", o."userId", o."status", o."quantity", o."unitPriceMinor", o."subtotalMinor", o."discountPercent", o."totalMinor", o."currency", o."provider", o."captureId", o."paidAt",
            o."billingName", o."billingAddress", o."billingOrganisation", u."email" AS "buyerEmail", u."locale" AS "buyerLocale", ${EVENT_COLUMNS}
     FROM "Order" o JOIN "Event" e ON e."id" = o."eventId" LEFT JOIN "User" u ON u."id" = o."userId" WHERE o."id" = ?`,
    [orderId],
  );
  if (!row) return null;
  const tickets = await sql.all(`SELECT "id", "number", "firstName", "lastName", "email", "secret", "status" FROM "Ticket" WHERE "orderId" = ? ORDER BY "number"`, [orderId]);
  return {
    order: {
      id: Number(row.id),
      userId: readText(row.userId),
      status: String(row.status),
      quantity: Number(row.quantity),
      unitPriceMinor: Number(row.unitPriceMinor),
      subtotalMinor: Number(row.subtotalMinor),
      discountPercent: Number(row.discountPercent),
      totalMinor: Number(row.totalMinor),
      currency: String(row.currency),
      provider: readText(row.provider),
      captureId: readText(row.captureId),
      paidAt: readTime(row.paidAt),
      billingName: readText(row.billingName),
      billingAddress: readText(row.billingAddress),
      billingOrganisation: readText(row.billingOrganisation),
    },
    buyer: { email: readText(row.buyerEmail), locale: readText(row.buyerLocale) },
    event: toEvent(row),
    tickets: tickets.map((t) => ({
      id: String(t.id),
      number: Number(t.number),
      firstName: String(t.firstName),
      lastName: String(t.lastName),
      email: String(t.email),
      secret: String(t.secret),
      status: String(t.status),
    })),
  };
}

/** A published event as its calendar file shows it. */
export async function findDocumentEvent(sql: SqlRunner, eventId: number): Promise<DocumentEvent | null> {
  const row = await sql.get(`SELECT ${EVENT_COLUMNS} FROM "Event" e WHERE e."id" = ? AND e."isPublished" = TRUE`, [eventId]);
  return row ? toEvent(row) : null;
}

export interface Billing {
  billingName: string | null;
  billingAddress: string | null;
  billingOrganisation: string | null;
}

/** Sets an order's billing details. */
export async function saveOrderBilling(sql: SqlRunner, orderId: number, billing: Billing): Promise<void> {
  await sql.run(`UPDATE "Order" SET "billingName" = ?, "billingAddress" = ?, "billingOrganisation" = ? WHERE "id" = ?`, [
    billing.billingName,
    billing.billingAddress,
    billing.billingOrganisation,
    orderId,
  ]);
}
