import { randomUUID } from "node:crypto";
import { readText, readTime, type Row, type SqlRunner } from "../sql-runner";

export type InvoiceKind = "invoice" | "correction" | "credit";

export interface InvoiceRow {
  id: string;
  number: string;
  orderId: number;
  kind: InvoiceKind;
  replacesId: string | null;
  issuedAt: Date;
  /** The organiser's details as they were at issue (JSON). */
  sellerJson: string;
  buyerName: string;
  buyerEmail: string;
  buyerAddress: string;
  buyerOrganisation: string;
  /** A credit note's amount credited, of the invoice `creditsId`, for the refund `refundId`. */
  amountMinor: number | null;
  creditsId: string | null;
  refundId: string | null;
}

export type NewInvoice = Omit<InvoiceRow, "id" | "number" | "amountMinor" | "creditsId" | "refundId"> & Partial<Pick<InvoiceRow, "amountMinor" | "creditsId" | "refundId">>;

const COLUMNS = `"id", "number", "orderId", "kind", "replacesId", "issuedAt", "sellerJson", "buyerName", "buyerEmail", "buyerAddress", "buyerOrganisation", "amountMinor", "creditsId", "refundId"`;
const KINDS: readonly InvoiceKind[] = ["invoice", "correction", "credit"];

function toInvoice(row: Row): InvoiceRow {
  return {
    id: String(row.id),
    number: String(row.number),
    orderId: Number(row.orderId),
    kind: KINDS.find((kind) => kind === row.kind) ?? "invoice",
    replacesId: readText(row.replacesId),
    issuedAt: readTime(row.issuedAt) ?? new Date(Number.NaN),
    sellerJson: String(row.sellerJson),
    buyerName: String(row.buyerName),
    buyerEmail: String(row.buyerEmail),
    buyerAddress: String(row.buyerAddress),
    buyerOrganisation: String(row.buyerOrganisation),
    amountMinor: row.amountMinor === null || row.amountMinor === undefined ? null : Number(row.amountMinor),
    creditsId: readText(row.creditsId),
    refundId: readText(row.refundId),
  };
}

/**
 * Issues an invoice under the next number of its year ("2027-000123"). Call it inside the
 * transaction that makes the sale: the year's counter row stays locked until that transaction ends,
 * so concurrent sales take numbers one after another, and a rolled-back sale gives its number back.
 */
export async function issueInvoice(sql: SqlRunner, invoice: NewInvoice): Promise<InvoiceRow> {
  const year = invoice.issuedAt.getUTCFullYear();
  const counter = await sql.get<{ last: number }>(
    `INSERT INTO "InvoiceCounter" ("year", "last") VALUES (?, 1) ON CONFLICT ("year") DO UPDATE SET "last" = "InvoiceCounter"."last" + 1 RETURNING "last"`,
    [year],
  );
  const sequence = Number(counter?.last);
  const number = `${year}-${String(sequence).padStart(6, "0")}`;
  const row = await sql.get(
    `INSERT INTO "Invoice" ("id", "number", "year", "sequence", "orderId", "kind", "replacesId", "issuedAt", "sellerJson", "buyerName", "buyerEmail", "buyerAddress", "buyerOrganisation", "amountMinor", "creditsId", "refundId")
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${COLUMNS}`,
    [
      randomUUID(), number, year, sequence, invoice.orderId, invoice.kind, invoice.replacesId, invoice.issuedAt, invoice.sellerJson,
      invoice.buyerName, invoice.buyerEmail, invoice.buyerAddress, invoice.buyerOrganisation, invoice.amountMinor ?? null, invoice.creditsId ?? null, invoice.refundId ?? null,
    ],
  );
  if (!row) throw new Error("The invoice was not written.");
  return toInvoice(row);
}

/** The invoice of an order that no correction replaced yet (null for an order without one); credit notes are not invoices. */
export async function findCurrentInvoice(sql: SqlRunner, orderId: number): Promise<InvoiceRow | null> {
  const row = await sql.get(
    `SELECT ${COLUMNS} FROM "Invoice" i WHERE "orderId" = ? AND "kind" <> 'credit' AND NOT EXISTS (SELECT 1 FROM "Invoice" c WHERE c."replacesId" = i."id")`,
    [orderId],
  );
  return row ? toInvoice(row) : null;
}

export async function findInvoiceByNumber(sql: SqlRunner, number: string): Promise<InvoiceRow | null> {
  const row = await sql.get(`SELECT ${COLUMNS} FROM "Invoice" WHERE "number" = ?`, [number]);
  return row ? toInvoice(row) : null;
}

/** Every invoice of an order, oldest first. */
export async function listInvoicesOfOrder(sql: SqlRunner, orderId: number): Promise<InvoiceRow[]> {
  return (await sql.all(`SELECT ${COLUMNS} FROM "Invoice" WHERE "orderId" = ? ORDER BY "year", "sequence"`, [orderId])).map(toInvoice);
}

export interface InvoiceListing extends InvoiceRow {
  replacesNumber: string | null;
  /** The invoice a credit note credits. */
  creditsNumber: string | null;
  totalMinor: number;
  currency: string;
  eventName: string;
}

/** One page of all invoices, newest number first, with the order's total and the event. */
export async function listInvoices(sql: SqlRunner, page: { offset: number; limit: number }): Promise<{ total: number; items: InvoiceListing[] }> {
  const count = await sql.get(`SELECT COUNT(*) AS "n" FROM "Invoice"`);
  const rows = await sql.all(
    `SELECT i."id", i."number", i."orderId", i."kind", i."replacesId", i."issuedAt", i."sellerJson", i."buyerName", i."buyerEmail", i."buyerAddress", i."buyerOrganisation",
            i."amountMinor", i."creditsId", i."refundId", r."number" AS "replacesNumber", c."number" AS "creditsNumber", o."totalMinor", o."currency", e."name" AS "eventName"
     FROM "Invoice" i JOIN "Order" o ON o."id" = i."orderId" JOIN "Event" e ON e."id" = o."eventId" LEFT JOIN "Invoice" r ON r."id" = i."replacesId"
     LEFT JOIN "Invoice" c ON c."id" = i."creditsId"
     ORDER BY i."year" DESC, i."sequence" DESC LIMIT ? OFFSET ?`,
    [page.limit, page.offset],
  );
  return {
    total: Number(count?.n ?? 0),
    items: rows.map((row) => ({
      ...toInvoice(row),
      replacesNumber: readText(row.replacesNumber),
      creditsNumber: readText(row.creditsNumber),
      totalMinor: row.amountMinor === null || row.amountMinor === undefined ? Number(row.totalMinor) : Number(row.amountMinor), currency: String(row.currency), eventName: String(row.eventName),
    })),
  };
}

/** The credit note issued for a refund, if any. */
export async function findCreditNoteOfRefund(sql: SqlRunner, refundId: string): Promise<InvoiceRow | null> {
  const row = await sql.get(`SELECT ${COLUMNS} FROM "Invoice" WHERE "refundId" = ?`, [refundId]);
  return row ? toInvoice(row) : null;
}
