import { isUniqueViolation, type Db, type Tx } from "@vyc/db";
import { findOrderWithTickets } from "@vyc/db/stores/order-listings";
import { findOrderBy } from "@vyc/db/stores/orders";
import { KIOSK_MESSAGES, type TDeskQuote, type TDeskQuoteInput, type TDeskSaleInput } from "@vyc/validators";
import { recordAudit } from "../admin/audit-log";
import { findEventForSale } from "../orders/event-rules";
import { writePaidOrder, type OrderPaid } from "../orders/paid-order";
import { priceOrderLines } from "../orders/pricing";
import { chooseTicketTypes, readTicketTypeChoice } from "../orders/ticket-type-rules";
import { givePaperConsent } from "../privacy/guardian-consent";
import { DomainError } from "../shared/errors";
import { deskOrderAttendees, deskQuoteAttendees } from "./desk-attendees";
import { assertDeskSellable, deskQuote, unitPriceOf } from "./desk-events";

/** The desk's order, and the report that it became paid (none when the sale was already written). */
export interface DeskSale {
  orderId: number;
  paid: OrderPaid | null;
}

/**
 * What staff tell the buyer before taking the money: the price of the chosen ticket types, refused
 * as the sale would be (a type not sold at the desk, sold out or not on sale now). A read: it takes
 * no lock, and the sale decides again.
 */
export async function quoteDeskSale(db: Db, input: TDeskQuoteInput, now: Date): Promise<TDeskQuote> {
  const event = await findEventForSale(db, input.eventId);
  assertDeskSellable(event, now);
  const attendees = deskQuoteAttendees(input.numTickets, input.ticketTypeIds);
  const { lines, items } = await readTicketTypeChoice(db, event, attendees, { channel: "desk", free: unitPriceOf(event) === 0, now });
  return deskQuote(event, lines, items);
}

/**
 * A walk-in paid at the desk (cash or card terminal): a paid order with provider "desk" and one
 * ticket per attendee, written in the transaction that checks the seats. Refused when the total
 * differs from the one staff showed the buyer. Who sold it and how it was paid go to the audit log;
 * a minor whose guardian signed the consent form at the desk has that paper consent recorded too.
 * The same clientSaleId sold again answers with the order already written (and no report of a payment).
 */
export async function sellAtDesk(db: Db, input: TDeskSaleInput, staffId: string, now: Date): Promise<DeskSale> {
  const saleKey = `desk:${input.clientSaleId}`;
  const database = db;
  try {
    return await database.transaction((sql) => sell(sql, input, saleKey, staffId, now));
  } catch (error) {
    // The same sale confirmed twice at once: the other request wrote it.
    const existing = isUniqueViolation(error) ? await findOrderBy(database, { providerOrderId: saleKey }) : null;
    if (existing) return { orderId: existing.id, paid: null };
    throw error;
  }
}

async function sell(sql: Tx, input: TDeskSaleInput, saleKey: string, staffId: string, now: Date): Promise<DeskSale> {
  const known = await findOrderBy(sql, { providerOrderId: saleKey });
  if (known) return { orderId: known.id, paid: null };
  const event = await findEventForSale(sql, input.eventId);
  assertDeskSellable(event, now);
  const { attendees, lines } = await chooseTicketTypes(sql, event, deskOrderAttendees(input.attendees), { channel: "desk", free: unitPriceOf(event) === 0, now });
  const quote = priceOrderLines(lines, 0, event.currency);
  if (quote.totalMinor !== input.expectedTotalMinor) throw new DomainError("CONFLICT", KIOSK_MESSAGES.priceChanged);
  const order = {
    userId: null,
    eventId: event.id,
    quantity: attendees.length,
    ...quote,
    discountId: null,
    currency: event.currency,
    logisticCase: null,
    provider: "desk",
    providerOrderId: saleKey,
    captureId: null,
  };
  const paid = await writePaidOrder(sql, { order, attendees, lines }, now);
  const detail = { paymentMethod: input.paymentMethod, deviceId: input.deviceId, ...(input.deskName ? { deskName: input.deskName } : {}), totalMinor: quote.totalMinor, currency: event.currency };
  await recordAudit(sql, { actorId: staffId, action: "desk.sale", target: `order:${paid.orderId}`, detail }, now);
  await recordConsentsSignedHere(sql, input, paid.orderId, staffId, now);
  return { orderId: paid.orderId, paid };
}

/** The paper consents of the minors whose guardian signed the form at the desk. */
async function recordConsentsSignedHere(sql: Tx, input: TDeskSaleInput, orderId: number, staffId: string, now: Date): Promise<void> {
  const signedHere = new Set(input.attendees.flatMap((a, i) => (a.guardianSignedHere ? [i + 1] : [])));
  if (signedHere.size === 0) return;
  const written = await findOrderWithTickets(sql, orderId);
  for (const ticket of written?.tickets ?? []) if (signedHere.has(ticket.number)) await givePaperConsent(sql, staffId, ticket.id, now);
}
