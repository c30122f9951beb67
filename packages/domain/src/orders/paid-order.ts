import { type Queries, type Tx } from "@vyc/db";
import { consumeDiscountUse } from "@vyc/db/stores/discounts";
import { findSaleEvent } from "@vyc/db/stores/events";
import { insertGuardianConsents } from "@vyc/db/stores/guardian-consents";
import { addTicketFigures, type TicketFigures } from "@vyc/db/stores/event-figures";
import { issueInvoice } from "@vyc/db/stores/invoices";
import { insertOrder, OrderChangedMeanwhile, type NewOrder, type Order } from "@vyc/db/stores/orders";
import { enqueueOutboxMessages } from "@vyc/db/stores/outbox";
import { insertOrderLines, listOrderLines, type OrderLineRow } from "@vyc/db/stores/ticket-types";
import { insertTicketRows } from "@vyc/db/stores/tickets";
import { attachOfferOrder, hasClaimedOffer, markOfferPurchased } from "@vyc/db/stores/waiting-list";
import { ADULT_AGE, CHECKOUT_MESSAGES } from "@vyc/validators";
import { invoiceForPayment, invoicePaidOrder } from "../documents/invoice-issue";
import { guardianConsentMessage, orderConfirmationMessage } from "../outbox/outbox-messages";
import { writeOrderAnswers } from "../questions/attendee-answers";
import { DomainError } from "../shared/errors";
import { ticketRows } from "../tickets/ticket-rows";
import type { OrderAttendee } from "./attendees";
import { createdStatus, isHoldRunning, moveOrder, type Payer } from "./order-life";
import { takeEventSeats } from "./seat-rules";
import { readStoredAttendees } from "./stored-attendees";
import { assertLinesWithinQuota, chooseTicketTypes } from "./ticket-type-rules";

/** A sale paid at once (free registration, a verified capture posted by the client, the desk). */
export interface NewPaidOrder {
  order: Omit<NewOrder, "status" | "createdAt" | "expiresAt" | "paidAt" | "attendeesJson">;
  /** The attendees, each with its ticket type (see chooseTicketTypes). */
  attendees: OrderAttendee[];
  /** The order's lines, one per ticket type, its price made of them. */
  lines: OrderLineRow[];
}

/** A held order (or one whose hold ran out, or left unissued) paid by a capture. */
export interface HeldOrderPaid {
  heldOrder: Order;
  captureId: string;
  by: Payer;
}

/** The report that an order has just become paid; only the write that made it paid gives one. */
export interface OrderPaid {
  readonly orderId: number;
}

/**
 * The one way a paid order and its tickets are written, for every seller: web checkout, free
 * registration, /api/register/private and the desk. Inside the caller's transaction it takes the
 * seats (a running hold's seats become paid; otherwise the seats, and the quotas of its ticket
 * types, must still be free), writes its lines (one per ticket type), counts the
 * discount's use, writes or marks the order paid, writes one ticket per attendee (with a pending
 * guardian consent for each attendee under 18), issues the invoice (numbers stay gapless: a
 * rolled-back sale gives its number back) and writes to the outbox what a paid order sets off: the
 * buyer's confirmation and each minor's guardian's consent link, sent once the transaction commits
 * and never lost to a crash. Refuses with a DomainError (the transaction is rolled back) when the
 * seats or the discount are gone.
 */
export async function writePaidOrder(sql: Tx, sale: NewPaidOrder | HeldOrderPaid, now: Date): Promise<OrderPaid> {
  if ("heldOrder" in sale) return { orderId: await payHeldOrder(sql, sale, now) };
  const { order, attendees, lines } = sale;
  const offerId = await takeEventSeats(sql, order.eventId, order.quantity, "paid", now, order.userId);
  await consumeDiscount(sql, order.discountId);
  const orderId = await insertOrder(sql, { ...order, status: createdStatus("sell"), attendeesJson: "[]", createdAt: now, expiresAt: null, paidAt: now });
  await insertOrderLines(sql, orderId, lines);
  if (offerId !== null) await attachOfferOrder(sql, offerId, orderId, "purchased", now);
  await enqueueOutboxMessages(sql, paidOrderMessages(orderId, attendees), now);
  await writeTickets(sql, orderId, order.eventId, attendees, now);
  await invoicePaidOrder(sql, orderId, now);
  return { orderId };
}

async function payHeldOrder(sql: Tx, { heldOrder: order, captureId, by }: HeldOrderPaid, now: Date): Promise<number> {
  const stored = readStoredAttendees(order.attendeesJson);
  // Written before the event's seat lock is taken: every statement under it makes the event's other buyers wait.
  await enqueueOutboxMessages(sql, paidOrderMessages(order.id, stored), now);
  if (isHoldRunning(order, now)) return payRunningHold(sql, order, stored, { captureId, paidAt: now, by }, now);
  // The hold ran out, or it was released meanwhile: the seats are taken again if they are still free.
  // A waiting-list offer whose hold ran out is promised to its buyer again, and taken back here.
  const offerId = await takeEventSeats(sql, order.eventId, order.quantity, "paid", now, order.userId);
  await assertLinesWithinQuota(sql, await saleEventOf(sql, order), await listOrderLines(sql, order.id), now);
  if (!(await moveOrder(sql, order, "payLate", by, { captureId, paidAt: now }))) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.orderNotPending);
  if (offerId !== null) await attachOfferOrder(sql, offerId, order.id, "purchased", now);
  await consumeDiscount(sql, order.discountId);
  await writeTickets(sql, order.id, order.eventId, await typedAttendees(sql, order, stored, now), now);
  await invoicePaidOrder(sql, order.id, now);
  return order.id;
}

/**
 * A running hold paid, the hot rows as late as the rule allows: its tickets (with their words,
 * answers and consents) are written and its invoice made out first; then its held seats become
 * paid (taking the event's seat lock), the order is paid, its figures counted, its offer and
 * discount used, and the invoice numbered last. Throws OrderChangedMeanwhile when the order changed
 * after it was read (the transaction rolls back and the payment is written again).
 */
async function payRunningHold(sql: Tx, order: Order, stored: OrderAttendee[], payment: { captureId: string; paidAt: Date; by: Payer }, now: Date): Promise<number> {
  const attendees = await typedAttendees(sql, order, stored, now);
  const figures = await writeTicketRows(sql, order.id, order.eventId, attendees, now);
  const invoice = await invoiceForPayment(sql, order.id, now);
  const claimedOffer = await hasClaimedOffer(sql, order.id);
  const { captureId, paidAt, by } = payment;
  if (!(await moveOrder(sql, order, "pay", by, { captureId, paidAt, tickets: figures, readAs: order }))) throw new OrderChangedMeanwhile();
  if (claimedOffer) await markOfferPurchased(sql, order.id, now);
  await consumeDiscount(sql, order.discountId);
  if (invoice) await issueInvoice(sql, invoice);
  return order.id;
}

async function saleEventOf(sql: Queries, order: Order): Promise<{ id: number; priceMinor: number }> {
  return (await findSaleEvent(sql, order.eventId)) ?? { id: order.eventId, priceMinor: order.unitPriceMinor };
}

/**
 * A held order's attendees with their ticket types: as chosen when it was held; an order kept
 * without lines (an unissued registration) gets them now, at the types' prices it was charged.
 */
async function typedAttendees(sql: Tx, order: Order, stored: OrderAttendee[], now: Date): Promise<OrderAttendee[]> {
  const lines = await listOrderLines(sql, order.id);
  const [first] = lines;
  if (!first) {
    const choice = await chooseTicketTypes(sql, await saleEventOf(sql, order), stored, { channel: "online", free: order.unitPriceMinor === 0, now });
    await insertOrderLines(sql, order.id, choice.lines);
    return choice.attendees;
  }
  return stored.map((entry) => ({ ...entry, attendee: { ...entry.attendee, ticketTypeId: entry.attendee.ticketTypeId ?? first.ticketTypeId } }));
}

const hasMinors = (attendees: readonly OrderAttendee[]): boolean => attendees.some(({ attendee }) => attendee.age < ADULT_AGE);

/** What a paid order sets off: the buyer's confirmation, and the guardians' consent links when minors come. */
const paidOrderMessages = (orderId: number, attendees: readonly OrderAttendee[]) => [orderConfirmationMessage(orderId), ...(hasMinors(attendees) ? [guardianConsentMessage(orderId)] : [])];

/** The order's tickets and a pending consent per minor; returns what they add to the event's figures, not counted yet. */
async function writeTicketRows(sql: Queries, orderId: number, eventId: number, attendees: OrderAttendee[], now: Date): Promise<TicketFigures> {
  const figures = await insertTicketRows(sql, ticketRows(orderId, eventId, attendees), now);
  await writeOrderAnswers(sql, orderId, attendees, now);
  if (hasMinors(attendees)) await insertGuardianConsents(sql, orderId, ADULT_AGE, now);
  return figures;
}

/** The order's tickets and a pending consent per minor, counted in the event's figures. */
async function writeTickets(sql: Queries, orderId: number, eventId: number, attendees: OrderAttendee[], now: Date): Promise<void> {
  await addTicketFigures(sql, eventId, await writeTicketRows(sql, orderId, eventId, attendees, now));
}

async function consumeDiscount(sql: Queries, discountId: string | null): Promise<void> {
  if (discountId && !(await consumeDiscountUse(sql, discountId))) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.discountUsedUp);
}
