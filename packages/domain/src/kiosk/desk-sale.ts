import type { Db } from "@vyc/db";
import { KIOSK_MESSAGES, type TDeskQuote, type TDeskQuoteInput, type TDeskSaleInput } from "@vyc/validators";
import { assertSeatsLeft, findEventForSale } from "../orders/event-rules";
import { DomainError } from "../shared/errors";
import { inTransaction, type Tx } from "../shared/tx";
import { ticketRows } from "../tickets/ticket-rows";
import { assertDeskSellable, deskQuote } from "./desk-events";

/** What staff tell the buyer before taking the money. */
export async function quoteDeskSale(db: Db, input: TDeskQuoteInput, now: Date): Promise<TDeskQuote> {
  const event = await findEventForSale(db, input.eventId);
  assertDeskSellable(event, now);
  return deskQuote(event, input.numTickets);
}

/**
 * A walk-in paid at the desk (cash or card terminal): a paid order with provider "desk" and one
 * ticket per attendee, written in the transaction that checks the seats. Refused when the total
 * differs from the one staff showed the buyer. Who sold it and how it was paid go to the audit log.
 * The same clientSaleId sold again answers with the order already written.
 */
export async function sellAtDesk(db: Db, input: TDeskSaleInput, staffId: string, now: Date): Promise<{ orderId: number }> {
  const saleKey = `desk:${input.clientSaleId}`;
  try {
    return await inTransaction(db, (tx) => sell(tx, input, saleKey, staffId, now));
  } catch (error) {
    // The same sale confirmed twice at once: the other request wrote it.
    const existing = isUniqueViolation(error) ? await db.order.findUnique({ where: { providerOrderId: saleKey }, select: { id: true } }) : null;
    if (existing) return { orderId: existing.id };
    throw error;
  }
}

async function sell(tx: Tx, input: TDeskSaleInput, saleKey: string, staffId: string, now: Date): Promise<{ orderId: number }> {
  const known = await tx.order.findUnique({ where: { providerOrderId: saleKey }, select: { id: true } });
  if (known) return { orderId: known.id };
  const event = await findEventForSale(tx, input.eventId);
  assertDeskSellable(event, now);
  const quantity = input.attendees.length;
  await assertSeatsLeft(tx, event, quantity, now);
  const quote = deskQuote(event, quantity);
  if (quote.totalMinor !== input.expectedTotalMinor) throw new DomainError("CONFLICT", KIOSK_MESSAGES.priceChanged);
  const order = await tx.order.create({
    data: {
      eventId: event.id,
      status: "paid",
      quantity,
      unitPriceMinor: quote.unitPriceMinor,
      subtotalMinor: quote.unitPriceMinor * quantity,
      totalMinor: quote.totalMinor,
      currency: quote.currency,
      provider: "desk",
      providerOrderId: saleKey,
      paidAt: now,
    },
    select: { id: true },
  });
  const attendees = input.attendees.map((attendee, i) => ({ number: i + 1, attendee }));
  await tx.ticket.createMany({ data: ticketRows(order.id, event.id, attendees) });
  await tx.auditLog.create({
    data: {
      actorId: staffId,
      action: "desk.sale",
      target: `order:${order.id}`,
      detail: JSON.stringify({ paymentMethod: input.paymentMethod, deviceId: input.deviceId, totalMinor: quote.totalMinor, currency: quote.currency }),
    },
  });
  return { orderId: order.id };
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === "object" && error !== null && "code" in error && (error as { code: unknown }).code === "P2002";
