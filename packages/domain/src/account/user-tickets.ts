import { type Db } from "@vyc/db";
import { listTicketOrdersOfUser } from "@vyc/db/stores/order-listings";
import { ticketPricesMinor } from "@vyc/db/stores/ticket-types";
import { currencyOf, orderPriceLines, toMajor, type TAccountOrder, type TAccountTicket, type TUserTicketsOutput } from "@vyc/validators";
import { consentState } from "../kiosk/desk-ticket";
import { orderDisplayState } from "../orders/order-life";
import { ticketShareMap } from "../refunds/refund-amounts";
import { openText } from "../privacy/sealed-data";
import { ticketQrDataUrl } from "../tickets/ticket-qr";
import { ticketTypesAndQuestions } from "./ticket-types-and-questions";

/** Orders paid at a payment provider have a capture id; free, desk and fully discounted ones do not. */
const paidThroughProvider = (provider: string | null): boolean => provider === "paypal" || provider === "test";

/** A paid order of an online event with a valid ticket: its buyer is given the event's join link. */
const holdsJoinLink = (order: { status: string; event: { isOnline: boolean }; tickets: ReadonlyArray<{ status: string }> }): boolean =>
  order.status === "paid" && order.event.isOnline && order.tickets.some((t) => t.status === "valid");

/**
 * The orders of one user that hold tickets, newest first, and their tickets (specification §3):
 * both keyed by index so that tickets["i"] belongs to orders["i"]. Nobody else's orders appear.
 * A valid ticket carries its QR code as a PNG data URL.
 */
export async function listUserTickets(db: Db, userId: string): Promise<TUserTicketsOutput> {
  const orders = await listTicketOrdersOfUser(db, userId);
  const result: TUserTicketsOutput = { tickets: {}, orders: {} };
  const prices = await ticketPricesMinor(db, orders.flatMap((o) => o.tickets.map((t) => t.id)));
  const typesAndQuestions = await ticketTypesAndQuestions(db, [...new Set(orders.map((o) => o.event.id))]);
  const qrCodes = new Map(
    await Promise.all(
      orders.flatMap((o) => o.tickets.filter((t) => t.status === "valid").map(async (t) => [t.id, await ticketQrDataUrl(t.secret)] as const)),
    ),
  );
  orders.forEach((order, index) => {
    const { event } = order;
    const currency = currencyOf(order.currency);
    const shares = ticketShareMap(order.totalMinor, order.tickets, prices);
    /** What the buyer paid for a ticket: its share of the order's total, in proportion to its type's price. */
    const paidFor = (ticket: { id: string }): number => shares.get(ticket.id) ?? 0;
    const summary: TAccountOrder = {
      order_id: order.id,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      event_name: event.name,
      event_name_vi: event.nameVi,
      is_online: event.isOnline,
      join_link: holdsJoinLink(order) ? openText(event.joinLink) : null,
      time_zone: event.timeZone,
      event_category_vi: event.eventCategoryVi,
      place_vi: event.placeVi,
      location_vi: event.locationVi,
      quantity: order.quantity,
      total: toMajor(order.totalMinor, currency),
      currency: order.currency,
      price_lines: orderPriceLines(order),
      display_state: orderDisplayState(order),
    };
    result.orders[String(index)] = summary;
    result.tickets[String(index)] = order.tickets.map(
      (ticket): TAccountTicket => ({
        id: ticket.id,
        number: ticket.number,
        capture_id: paidThroughProvider(order.provider) ? order.captureId : null,
        status: ticket.status,
        qrcode: qrCodes.get(ticket.id) ?? null,
        lastname: ticket.lastName,
        firstname: ticket.firstName,
        price: toMajor(paidFor(ticket), currency),
        currency: order.currency,
        date_start: event.dateStart.toISOString(),
        date_end: event.dateEnd.toISOString(),
        place: event.place,
        location: event.location,
        email: ticket.email,
        phone: ticket.phone,
        user_id: userId,
        eventId: event.id,
        event_category: event.eventCategory,
        event_label: event.label,
        guardian_consent: consentState(ticket.consentStatus === null ? null : { status: ticket.consentStatus }),
        short_code: ticket.shortCode,
        paid_minor: paidFor(ticket),
        ...typesAndQuestions(ticket),
      }),
    );
  });
  return result;
}
