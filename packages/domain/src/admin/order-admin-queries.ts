import { type Db } from "@vyc/db";
import { listInvoicesOfOrder, type InvoiceKind } from "@vyc/db/stores/invoices";
import { findOrderForAdmin, listOrdersForAdmin, type AdminOrderListing } from "@vyc/db/stores/order-listings";
import { ticketPricesMinor } from "@vyc/db/stores/ticket-types";
import { ADMIN_MESSAGES, ORDER_LIST_PAGE_SIZE, type GuardianConsentState, type OrderStatus, type TAdminOrdersInput } from "@vyc/validators";
import { consentState } from "../kiosk/desk-ticket";
import { readTicketsAnswers, type ReadAnswer } from "../questions/ticket-answers";
import { DomainError } from "../shared/errors";
import { orderDisplayState, type OrderDisplayState } from "../orders/order-life";
import { refundAmount } from "../refunds/refund-amounts";
import { parseStoredAttendees } from "../orders/stored-attendees";
import { ticketSearch } from "../tickets/ticket-search";

export interface AdminOrderRow {
  id: number;
  event: { id: number; name: string };
  createdAt: string;
  status: OrderStatus;
  /** The status as people read it: a paid order partly given back is partially refunded. */
  displayState: OrderDisplayState;
  /** Money given back so far. */
  refundedMinor: number;
  buyerEmail: string | null;
  quantity: number;
  totalMinor: number;
  currency: string;
  discountPercent: number;
  discountCode: string | null;
  logisticCase: string | null;
  provider: string | null;
  ticketCount: number;
  checkedInCount: number;
}

/** One order as the back office lists it. */
function toOrderRow(o: AdminOrderListing): AdminOrderRow {
  return {
    id: o.id,
    event: { id: o.eventId, name: o.eventName },
    createdAt: o.createdAt.toISOString(),
    status: o.status,
    displayState: orderDisplayState(o),
    refundedMinor: o.refundedMinor,
    buyerEmail: o.buyerEmail,
    quantity: o.quantity,
    totalMinor: o.totalMinor,
    currency: o.currency,
    discountPercent: o.discountPercent,
    discountCode: o.discountCode,
    logisticCase: o.logisticCase,
    provider: o.provider,
    ticketCount: o.ticketCount,
    checkedInCount: o.checkedInCount,
  };
}

/** One page of the orders of one event or of every event, newest first, by status, check-in state and a search of their tickets (as the desk's). */
export async function listEventOrders(db: Db, input: TAdminOrdersInput): Promise<AdminOrderRow[]> {
  const search = input.search === undefined ? undefined : ticketSearch(input.search);
  return (await listOrdersForAdmin(db, { ...input, search, pageSize: ORDER_LIST_PAGE_SIZE })).map(toOrderRow);
}

interface AdminTicket {
  id: string;
  number: number;
  status: string;
  firstName: string;
  lastName: string;
  gender: string;
  age: number;
  email: string;
  phone: string;
  country: string;
  /** The notes themselves are opened through privacy.healthNotes, which logs each reading. */
  hasHealthNotes: boolean;
  /** Answers to the event's questions, sensitive ones left out (opened with the health notes). */
  answers: ReadAnswer[];
  hasSealedAnswers: boolean;
  guardianConsent: GuardianConsentState;
  expectation: string;
  arrivalTransportType: string | null;
  arrivalDatetime: string | null;
  arrivalAirline: string | null;
  arrivalFlightNumber: string | null;
  departureTransportType: string | null;
  departureDatetime: string | null;
  departureAirline: string | null;
  departureFlightNumber: string | null;
  logisticsComments: string | null;
  checkedInAt: string | null;
  /** What refunding this ticket alone gives back (before any cancellation fee). */
  refundMinor: number;
}

export interface AdminOrderDetail extends AdminOrderRow {
  unitPriceMinor: number;
  subtotalMinor: number;
  paidAt: string | null;
  expiresAt: string | null;
  captureId: string | null;
  tickets: AdminTicket[];
  /** What refunding every valid ticket gives back: all that is left to refund. */
  refundableMinor: number;
  /** Who a pending order is for, before payment turns them into tickets. */
  pendingAttendees: PendingAttendee[];
  /** Its invoices as issued, oldest first (a correction follows the one it replaces). */
  invoices: Array<{ number: string; kind: InvoiceKind; issuedAt: string; amountMinor: number | null }>;
}

interface PendingAttendee {
  number: number;
  firstName: string;
  lastName: string;
  email: string;
}

function pendingAttendees(json: string): PendingAttendee[] {
  try {
    return parseStoredAttendees(json).map(({ number, attendee }) => ({ number, firstName: attendee.firstName, lastName: attendee.lastName, email: attendee.email }));
  } catch {
    return [];
  }
}

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

export async function getOrderDetail(db: Db, orderId: number): Promise<AdminOrderDetail> {
  const o = await findOrderForAdmin(db, orderId);
  if (!o) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.orderNotFound);
  const invoices = await listInvoicesOfOrder(db, orderId);
  const ticketIds = o.tickets.map((t) => t.id);
  const [answers, sealed, prices] = await Promise.all([readTicketsAnswers(db, o.eventId, ticketIds, false), readTicketsAnswers(db, o.eventId, ticketIds, true), ticketPricesMinor(db, ticketIds)]);
  const refundOf = (ticketId: string) => (o.status === "paid" ? refundAmount(o, o.tickets, new Set([ticketId]), prices) : 0);
  return {
    invoices: invoices.map((i) => ({ number: i.number, kind: i.kind, issuedAt: i.issuedAt.toISOString(), amountMinor: i.amountMinor })),
    ...toOrderRow(o),
    unitPriceMinor: o.unitPriceMinor,
    subtotalMinor: o.subtotalMinor,
    paidAt: iso(o.paidAt),
    expiresAt: iso(o.expiresAt),
    captureId: o.captureId,
    refundableMinor: o.status === "paid" ? o.totalMinor - o.refundedMinor : 0,
    tickets: o.tickets.map((t) => ({
      id: t.id,
      number: t.number,
      status: t.status,
      firstName: t.firstName,
      lastName: t.lastName,
      gender: t.gender,
      age: t.age,
      email: t.email,
      phone: t.phone,
      country: t.country,
      hasHealthNotes: t.healthcare !== null,
      answers: answers.get(t.id) ?? [],
      hasSealedAnswers: (sealed.get(t.id) ?? []).length > 0,
      guardianConsent: consentState(t.consentStatus === null ? null : { status: t.consentStatus }),
      expectation: t.expectation,
      arrivalTransportType: t.arrivalTransportType,
      arrivalDatetime: iso(t.arrivalDatetime),
      arrivalAirline: t.arrivalAirline,
      arrivalFlightNumber: t.arrivalFlightNumber,
      departureTransportType: t.departureTransportType,
      departureDatetime: iso(t.departureDatetime),
      departureAirline: t.departureAirline,
      departureFlightNumber: t.departureFlightNumber,
      logisticsComments: t.logisticsComments,
      checkedInAt: iso(t.checkedInAt),
      refundMinor: t.status === "valid" ? refundOf(t.id) : 0,
    })),
    pendingAttendees: o.tickets.length === 0 ? pendingAttendees(o.attendeesJson) : [],
  };
}
