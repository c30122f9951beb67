import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Queries, Tx } from "../database";
import { prepare } from "../query/prepared";

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

const COLUMNS = [
  "id",
  "number",
  "orderId",
  "kind",
  "replacesId",
  "issuedAt",
  "sellerJson",
  "buyerName",
  "buyerEmail",
  "buyerAddress",
  "buyerOrganisation",
  "amountMinor",
  "creditsId",
  "refundId",
] as const;

/**
 * Issues an invoice under the next number of its year ("2027-000123"). Call it inside the
 * transaction that makes the sale, as late as possible: the year's counter row stays locked until
 * that transaction ends, so concurrent sales take numbers one after another, and a rolled-back sale
 * gives its number back. On PostgreSQL the number is taken and the invoice written in one statement.
 */
export async function issueInvoice(tx: Tx, invoice: NewInvoice): Promise<InvoiceRow> {
  const year = invoice.issuedAt.getUTCFullYear();
  const row = { ...invoice, id: randomUUID(), year, amountMinor: invoice.amountMinor ?? null, creditsId: invoice.creditsId ?? null, refundId: invoice.refundId ?? null };
  const written = tx.engine === "postgres" ? await insertNumberedInvoice.first(tx, { ...row, prefix: `${year}-` }) : await numberAndInsert(tx, row);
  if (!written) throw new Error("The invoice was not written.");
  return written;
}

type UnnumberedRow = Omit<InvoiceRow, "number"> & { year: number };

async function numberAndInsert(tx: Tx, row: UnnumberedRow): Promise<InvoiceRow | undefined> {
  const counter = await nextNumber.first(tx, { year: row.year });
  if (!counter) throw new Error(`No invoice number of ${row.year} was given.`);
  const sequence = counter.last;
  return insertInvoice.first(tx, { ...row, number: `${row.year}-${String(sequence).padStart(6, "0")}`, sequence });
}

const nextNumber = prepare((q, v: { year: number }) =>
  q
    .insertInto("InvoiceCounter")
    .values({ year: v.year, last: 1 })
    .onConflict((conflict) => conflict.column("year").doUpdateSet((eb) => ({ last: eb("InvoiceCounter.last", "+", 1) })))
    .returning("last"),
);

/** An invoice's columns but its number and its place in the year's sequence. */
const invoiceDetails = (v: UnnumberedRow) => ({
  id: v.id,
  year: v.year,
  orderId: v.orderId,
  kind: v.kind,
  replacesId: v.replacesId,
  issuedAt: v.issuedAt,
  sellerJson: v.sellerJson,
  buyerName: v.buyerName,
  buyerEmail: v.buyerEmail,
  buyerAddress: v.buyerAddress,
  buyerOrganisation: v.buyerOrganisation,
  amountMinor: v.amountMinor,
  creditsId: v.creditsId,
  refundId: v.refundId,
});

const insertInvoice = prepare((q, v: InvoiceRow & { year: number; sequence: number }) =>
  q
    .insertInto("Invoice")
    .values({ ...invoiceDetails(v), number: v.number, sequence: v.sequence })
    .returning(COLUMNS)
    .$narrowType<{ kind: InvoiceKind }>(),
);

/** PostgreSQL: the year's next number taken and the invoice written with it, in one statement. */
const insertNumberedInvoice = prepare((q, v: UnnumberedRow & { prefix: string }) =>
  q
    .with("n", (db) =>
      db
        .insertInto("InvoiceCounter")
        .values({ year: v.year, last: 1 })
        .onConflict((conflict) => conflict.column("year").doUpdateSet((eb) => ({ last: eb("InvoiceCounter.last", "+", 1) })))
        .returning("last"),
    )
    .insertInto("Invoice")
    .values((eb) => ({
      ...invoiceDetails(v),
      number: sql<string>`cast(${v.prefix} as text) || lpad(cast((select "last" from "n") as text), 6, '0')`,
      sequence: eb.selectFrom("n").select("last"),
    }))
    .returning(COLUMNS)
    .$narrowType<{ kind: InvoiceKind }>(),
);

/** The invoice of an order that no correction replaced yet (null for an order without one); credit notes are not invoices. */
export async function findCurrentInvoice(db: Queries, orderId: number): Promise<InvoiceRow | null> {
  return currentInvoiceOf(await listInvoicesOfOrder(db, orderId));
}

/** Among an order's invoices, the one that no correction replaced yet (credit notes are not invoices). */
export function currentInvoiceOf(invoices: InvoiceRow[]): InvoiceRow | null {
  return invoices.find((invoice) => invoice.kind !== "credit" && !invoices.some((other) => other.replacesId === invoice.id)) ?? null;
}

export async function findInvoiceByNumber(db: Queries, number: string): Promise<InvoiceRow | null> {
  const row = await db.query.selectFrom("Invoice").select(COLUMNS).where("number", "=", number).$narrowType<{ kind: InvoiceKind }>().executeTakeFirst();
  return row ?? null;
}

/** Every invoice of an order, oldest first. */
export async function listInvoicesOfOrder(db: Queries, orderId: number): Promise<InvoiceRow[]> {
  return invoicesOfOrder.rows(db, { orderId });
}

const invoicesOfOrder = prepare((q, v: { orderId: number }) =>
  q.selectFrom("Invoice").select(COLUMNS).where("orderId", "=", v.orderId).orderBy("year").orderBy("sequence").$narrowType<{ kind: InvoiceKind }>(),
);

export interface InvoiceListing extends InvoiceRow {
  replacesNumber: string | null;
  /** The invoice a credit note credits. */
  creditsNumber: string | null;
  totalMinor: number;
  currency: string;
  eventName: string;
}

/** An invoice's place in the numbering: its year and sequence. */
export interface InvoiceKey {
  year: number;
  sequence: number;
}

/**
 * One page of all invoices, newest number first, with the order's total and the event: the `limit`
 * numbers just older than `before` (or the newest), or just newer than `after`. Read through the
 * (year, sequence) index however far back the page is: the key is one row comparison, which both
 * engines seek the index to.
 */
export async function listInvoices(db: Queries, page: { before?: InvoiceKey | undefined; after?: InvoiceKey | undefined; limit: number }): Promise<{ total: number; items: InvoiceListing[] }> {
  const { total } = await db.query
    .selectFrom("Invoice")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  const { before, after } = page;
  const direction = after ? "asc" : "desc";
  const items = await db.query
    .selectFrom("Invoice as i")
    .innerJoin("Order as o", "o.id", "i.orderId")
    .innerJoin("Event as e", "e.id", "o.eventId")
    .leftJoin("Invoice as r", "r.id", "i.replacesId")
    .leftJoin("Invoice as c", "c.id", "i.creditsId")
    .select((eb) => [
      ...COLUMNS.map((column) => `i.${column}` as const),
      "r.number as replacesNumber",
      "c.number as creditsNumber",
      eb.fn.coalesce("i.amountMinor", "o.totalMinor").as("totalMinor"),
      "o.currency",
      "e.name as eventName",
    ])
    .$if(Boolean(before), (q) => q.where((eb) => eb(eb.refTuple("i.year", "i.sequence"), "<", eb.tuple(before?.year ?? 0, before?.sequence ?? 0))))
    .$if(Boolean(after), (q) => q.where((eb) => eb(eb.refTuple("i.year", "i.sequence"), ">", eb.tuple(after?.year ?? 0, after?.sequence ?? 0))))
    .orderBy("i.year", direction)
    .orderBy("i.sequence", direction)
    .limit(page.limit)
    .$narrowType<{ kind: InvoiceKind }>()
    .execute();
  return { total, items: after ? items.reverse() : items };
}

/** The credit note issued for a refund, if any. */
export async function findCreditNoteOfRefund(db: Queries, refundId: string): Promise<InvoiceRow | null> {
  const row = await db.query.selectFrom("Invoice").select(COLUMNS).where("refundId", "=", refundId).$narrowType<{ kind: InvoiceKind }>().executeTakeFirst();
  return row ?? null;
}
