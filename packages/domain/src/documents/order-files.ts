import { type Db } from "@vyc/db";
import { currentInvoiceOf, findInvoiceByNumber, listInvoicesOfOrder, type InvoiceRow } from "@vyc/db/stores/invoices";
import { readOrganiserBranding, type OrganiserBranding } from "@vyc/db/stores/mail-branding";
import { findDocumentEvent, findOrderDocumentData, type DocumentEvent, type OrderDocumentData } from "@vyc/db/stores/order-documents";
import { readOrganiserSettings } from "@vyc/db/stores/organiser-settings";
import { findRefund } from "@vyc/db/stores/refunds";
import type { Locale } from "@vyc/i18n";
import { firstEventImage, SITE_NAME } from "../mail/mail-branding";
import { ticketQrPng } from "../tickets/ticket-qr";
import { documentText } from "./document-text";
import { creditNoteDocument } from "./credit-note-document";
import { printableImage, type ImageFolders } from "./document-images";
import { eventCalendar } from "./event-calendar";
import { invoiceDocument, registrationDocument } from "./invoice-document";
import { isInvoiced } from "./invoice-issue";
import type { PdfDocumentModel } from "./pdf-model";
import { renderPdf } from "./render-pdf";
import { TICKET_BANNER_ASPECT, ticketsDocument, type TicketOrganiser } from "./ticket-document";

export interface DownloadFile {
  filename: string;
  contentType: "application/pdf" | "text/calendar; charset=utf-8";
  body: Buffer;
}

/** Who asks: a buyer sees only their own orders; staff see every order. */
export type Reader = { userId: string } | "staff";

const pdf = async (filename: string, model: PdfDocumentModel): Promise<DownloadFile> => ({ filename, contentType: "application/pdf", body: await renderPdf(model) });

async function readableOrder(db: Db, orderId: number, reader: Reader): Promise<OrderDocumentData | null> {
  const data = await findOrderDocumentData(db, orderId);
  if (!data || data.order.status === "pending") return null;
  return reader === "staff" || data.order.userId === reader.userId ? data : null;
}

const organiserOf = async (db: Db) => {
  const settings = await readOrganiserSettings(db);
  return { name: settings.name, email: settings.email };
};

/** The order's current invoice, or for an order without money taken its registration confirmation. */
export async function orderInvoiceFile(db: Db, orderId: number, reader: Reader, locale: Locale): Promise<DownloadFile | null> {
  const data = await readableOrder(db, orderId, reader);
  return data && invoiceFileOfOrder(db, data, locale);
}

async function invoiceFileOfOrder(db: Db, data: OrderDocumentData, locale: Locale): Promise<DownloadFile | null> {
  const orderId = data.order.id;
  const d = documentText(locale);
  if (!isInvoiced(data.order)) return pdf(d.t("registrationFile", { orderId: String(orderId) }), registrationDocument(data, await organiserOf(db), locale));
  const invoices = await listInvoicesOfOrder(db, orderId);
  const current = currentInvoiceOf(invoices);
  return current ? invoiceFileIn(db, data, invoices, current.number, locale) : null;
}

/** Any issued invoice by its number (the back office's copies, corrected ones included). */
export async function invoiceFileByNumber(db: Db, number: string, locale: Locale): Promise<DownloadFile | null> {
  const invoice = await findInvoiceByNumber(db, number);
  const data = invoice && (await readableOrder(db, invoice.orderId, "staff"));
  return data ? invoiceFileOf(db, data, number, locale) : null;
}

async function invoiceFileOf(db: Db, data: OrderDocumentData, number: string, locale: Locale): Promise<DownloadFile | null> {
  return invoiceFileIn(db, data, await listInvoicesOfOrder(db, data.order.id), number, locale);
}

/** The invoice or credit note `number` among the order's invoices (all of them, oldest first). */
async function invoiceFileIn(db: Db, data: OrderDocumentData, invoices: InvoiceRow[], number: string, locale: Locale): Promise<DownloadFile | null> {
  const invoice = invoices.find((i) => i.number === number);
  if (!invoice) return null;
  if (invoice.kind === "credit") {
    const credited = invoices.find((i) => i.id === invoice.creditsId) ?? null;
    const refund = invoice.refundId ? await findRefund(db, invoice.refundId) : null;
    return pdf(documentText(locale).t("creditFile", { number }), creditNoteDocument(data, invoice, credited, refund, locale));
  }
  const replaced = invoices.find((i) => i.id === invoice.replacesId) ?? null;
  return pdf(documentText(locale).t("invoiceFile", { number }), invoiceDocument(data, invoice, replaced, locale));
}

/** One of the order's credit notes, for its buyer (or staff). */
export async function orderCreditNoteFile(db: Db, orderId: number, number: string, reader: Reader, locale: Locale): Promise<DownloadFile | null> {
  const data = await readableOrder(db, orderId, reader);
  const invoice = data && (await findInvoiceByNumber(db, number));
  return data && invoice?.kind === "credit" && invoice.orderId === orderId ? invoiceFileOf(db, data, number, locale) : null;
}

/** The organiser on a ticket: its name (the site's until one is set), address and logo. */
async function ticketOrganiser(images: ImageFolders, branding: OrganiserBranding): Promise<TicketOrganiser> {
  return { name: branding.name || SITE_NAME, email: branding.email, logo: await printableImage(images, branding.logo || null, { kind: "logo", width: 480, height: 160 }) };
}

/** The tickets' QR codes by their secrets. */
async function ticketQrCodes(tickets: Array<{ secret: string }>): Promise<Map<string, Uint8Array>> {
  return new Map(await Promise.all(tickets.map(async (t) => [t.secret, await ticketQrPng(t.secret)] as const)));
}

/** The tickets of a paid order as PDF, one page each; or a single ticket of it. Pictures that cannot be read are left out. */
export async function ticketsFile(db: Db, images: ImageFolders, orderId: number, reader: Reader, locale: Locale, ticketId?: string): Promise<DownloadFile | null> {
  const data = await readableOrder(db, orderId, reader);
  return data && ticketsFileOf(images, data, await readOrganiserBranding(db), locale, ticketId);
}

async function ticketsFileOf(images: ImageFolders, data: OrderDocumentData, branding: OrganiserBranding, locale: Locale, ticketId?: string): Promise<DownloadFile | null> {
  if (data.order.status !== "paid") return null;
  const orderId = data.order.id;
  const ticket = ticketId === undefined ? undefined : data.tickets.find((t) => t.id === ticketId);
  if (ticketId !== undefined && !ticket) return null;
  const d = documentText(locale);
  const filename = ticket ? d.t("ticketFile", { orderId: String(orderId), number: String(ticket.number) }) : d.t("ticketsFile", { orderId: String(orderId) });
  const [organiser, banner, qrCodes] = await Promise.all([
    ticketOrganiser(images, branding),
    printableImage(images, firstEventImage(data.event.images), { kind: "banner", width: 1200, height: Math.round(1200 / TICKET_BANNER_ASPECT) }),
    ticketQrCodes(data.tickets.filter((t) => t.status === "valid" && (ticket === undefined || t === ticket))),
  ]);
  return pdf(filename, ticketsDocument(data, organiser, banner, qrCodes, locale, ticketId));
}

/** A published event's calendar file. */
export async function eventCalendarFile(db: Db, eventId: number, publicUrl: string, locale: Locale): Promise<DownloadFile | null> {
  const event = await findDocumentEvent(db, eventId);
  return event && calendarFileOf(event, publicUrl, locale);
}

const calendarFileOf = (event: DocumentEvent, publicUrl: string, locale: Locale): DownloadFile => ({
  filename: `event-${event.id}.ics`,
  contentType: "text/calendar; charset=utf-8",
  body: Buffer.from(eventCalendar(event, publicUrl, locale)),
});

/**
 * What the confirmation e-mail of a paid order carries, from the order and the organiser's branding
 * as its confirmation read them: its invoice (or registration confirmation), its tickets and, for a
 * published event, the event's calendar file.
 */
export async function confirmationFiles(db: Db, images: ImageFolders, data: OrderDocumentData, branding: OrganiserBranding, publicUrl: string, locale: Locale): Promise<DownloadFile[]> {
  const files = await Promise.all([invoiceFileOfOrder(db, data, locale), ticketsFileOf(images, data, branding, locale)]);
  if (data.event.isPublished) files.push(calendarFileOf(data.event, publicUrl, locale));
  return files.filter((file): file is DownloadFile => file !== null);
}

/** What a desk order's e-mail to one attendee address carries: that address's tickets, one PDF each, and the event's calendar file. */
export async function deskMailFiles(db: Db, images: ImageFolders, orderId: number, ticketIds: string[], eventId: number, publicUrl: string, locale: Locale): Promise<DownloadFile[]> {
  const [data, branding] = await Promise.all([readableOrder(db, orderId, "staff"), readOrganiserBranding(db)]);
  const files = await Promise.all([...(data ? ticketIds.map((ticketId) => ticketsFileOf(images, data, branding, locale, ticketId)) : []), eventCalendarFile(db, eventId, publicUrl, locale)]);
  return files.filter((file): file is DownloadFile => file !== null);
}
