import type { Queries } from "../database";
import type { InvoiceKind } from "./invoices";
import type { RefundMethod, RefundStatus } from "./refunds";

/** What a money report covers: the instants [start, end) and one currency. */
export interface ReportPeriod {
  start: Date;
  end: Date;
  currency: string;
}

/** An order paid in the period (free registrations are not money and are left out). */
export interface PaymentLine {
  orderId: number;
  paidAt: Date;
  eventId: number;
  eventName: string;
  buyerName: string | null;
  buyerEmail: string | null;
  totalMinor: number;
  currency: string;
  provider: string | null;
  captureId: string | null;
}

/** Orders paid in the period, oldest first; read through the (currency, paidAt) index. */
export async function listPaymentsInPeriod(db: Queries, period: ReportPeriod): Promise<PaymentLine[]> {
  const rows = await db.query
    .selectFrom("Order as o")
    .innerJoin("Event as e", "e.id", "o.eventId")
    .leftJoin("User as u", "u.id", "o.userId")
    .select(["o.id as orderId", "o.paidAt", "o.eventId", "e.name as eventName", "o.billingName as buyerName", "u.email as buyerEmail", "o.totalMinor", "o.currency", "o.provider", "o.captureId"])
    .where("o.currency", "=", period.currency)
    .where("o.paidAt", ">=", period.start)
    .where("o.paidAt", "<", period.end)
    .where("o.totalMinor", ">", 0)
    .orderBy("o.paidAt")
    .orderBy("o.id")
    .execute();
  return rows.map((row) => ({ ...row, paidAt: row.paidAt ?? period.start }));
}

export interface RefundLine {
  id: string;
  createdAt: Date;
  orderId: number;
  eventId: number;
  eventName: string;
  amountMinor: number;
  feeMinor: number;
  currency: string;
  method: RefundMethod;
  status: RefundStatus;
}

/** Refunds asked in the period, oldest first, whatever became of them; read through the (currency, createdAt) index. */
export async function listRefundsInPeriod(db: Queries, period: ReportPeriod): Promise<RefundLine[]> {
  return db.query
    .selectFrom("Refund as r")
    .innerJoin("Order as o", "o.id", "r.orderId")
    .innerJoin("Event as e", "e.id", "o.eventId")
    .select(["r.id", "r.createdAt", "r.orderId", "o.eventId", "e.name as eventName", "r.amountMinor", "r.feeMinor", "r.currency", "r.method", "r.status"])
    .where("r.currency", "=", period.currency)
    .where("r.createdAt", ">=", period.start)
    .where("r.createdAt", "<", period.end)
    .orderBy("r.createdAt")
    .orderBy("r.id")
    .$narrowType<{ method: RefundMethod; status: RefundStatus }>()
    .execute();
}

/** An invoice, correction or credit note issued in the period, with the order fields its printed total comes from. */
export interface DocumentLine {
  number: string;
  kind: InvoiceKind;
  issuedAt: Date;
  buyerName: string;
  buyerEmail: string;
  amountMinor: number | null;
  orderId: number;
  eventName: string;
  order: { quantity: number; unitPriceMinor: number; subtotalMinor: number; discountPercent: number; totalMinor: number; currency: string };
}

/** The documents of `kinds` issued in the period for orders in the currency, in number order; read through the issuedAt index. */
export async function listDocumentsInPeriod(db: Queries, period: ReportPeriod, kinds: readonly InvoiceKind[]): Promise<DocumentLine[]> {
  const rows = await db.query
    .selectFrom("Invoice as i")
    .innerJoin("Order as o", "o.id", "i.orderId")
    .innerJoin("Event as e", "e.id", "o.eventId")
    .select([
      "i.number",
      "i.kind",
      "i.issuedAt",
      "i.buyerName",
      "i.buyerEmail",
      "i.amountMinor",
      "i.orderId",
      "e.name as eventName",
      "o.quantity",
      "o.unitPriceMinor",
      "o.subtotalMinor",
      "o.discountPercent",
      "o.totalMinor",
      "o.currency",
    ])
    .where("i.issuedAt", ">=", period.start)
    .where("i.issuedAt", "<", period.end)
    .where("i.kind", "in", [...kinds])
    .where("o.currency", "=", period.currency)
    .orderBy("i.year")
    .orderBy("i.sequence")
    .$narrowType<{ kind: InvoiceKind }>()
    .execute();
  return rows.map(({ quantity, unitPriceMinor, subtotalMinor, discountPercent, totalMinor, currency, ...document }) => ({
    ...document,
    order: { quantity, unitPriceMinor, subtotalMinor, discountPercent, totalMinor, currency },
  }));
}

export interface EventMoney {
  eventId: number;
  eventName: string;
  grossMinor: number;
  refundsMinor: number;
  ticketsSold: number;
}

/**
 * Per event, the money of the period in the currency, summed by the database: the orders paid (and
 * their tickets) and the completed refunds asked in it, the same rows the CSVs list.
 */
export async function eventMoneyInPeriod(db: Queries, period: ReportPeriod): Promise<EventMoney[]> {
  const paid = await db.query
    .selectFrom("Order as o")
    .innerJoin("Event as e", "e.id", "o.eventId")
    .select((eb) => ["o.eventId", "e.name as eventName", eb.fn.sum<number>("o.totalMinor").as("grossMinor"), eb.fn.sum<number>("o.quantity").as("ticketsSold")])
    .where("o.currency", "=", period.currency)
    .where("o.paidAt", ">=", period.start)
    .where("o.paidAt", "<", period.end)
    .where("o.totalMinor", ">", 0)
    .groupBy(["o.eventId", "e.name"])
    .execute();
  const refunded = await db.query
    .selectFrom("Refund as r")
    .innerJoin("Order as o", "o.id", "r.orderId")
    .innerJoin("Event as e", "e.id", "o.eventId")
    .select((eb) => ["o.eventId", "e.name as eventName", eb.fn.sum<number>("r.amountMinor").as("refundsMinor")])
    .where("r.currency", "=", period.currency)
    .where("r.createdAt", ">=", period.start)
    .where("r.createdAt", "<", period.end)
    .where("r.status", "=", "completed")
    .groupBy(["o.eventId", "e.name"])
    .execute();
  const byEvent = new Map<number, EventMoney>();
  for (const row of paid) byEvent.set(row.eventId, { eventId: row.eventId, eventName: row.eventName, grossMinor: Number(row.grossMinor), refundsMinor: 0, ticketsSold: Number(row.ticketsSold) });
  for (const row of refunded) {
    const line = byEvent.get(row.eventId) ?? { eventId: row.eventId, eventName: row.eventName, grossMinor: 0, refundsMinor: 0, ticketsSold: 0 };
    byEvent.set(row.eventId, { ...line, refundsMinor: Number(row.refundsMinor) });
  }
  return [...byEvent.values()].sort((a, b) => a.eventName.localeCompare(b.eventName) || a.eventId - b.eventId);
}

/** The currencies orders have been paid in, alphabetically. */
export async function paidCurrencies(db: Queries): Promise<string[]> {
  const rows = await db.query.selectFrom("Order").select("currency").distinct().where("paidAt", "is not", null).orderBy("currency").execute();
  return rows.map((row) => row.currency);
}
