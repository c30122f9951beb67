import { type Db } from "@vyc/db";
import { findOrderWithTickets } from "@vyc/db/stores/order-listings";
import { listOrderLines, listTicketTypes } from "@vyc/db/stores/ticket-types";
import { KIOSK_MESSAGES, orderPriceLines, type TDeskOrder } from "@vyc/validators";
import { priceItems } from "../orders/pricing";
import { DomainError } from "../shared/errors";
import { ticketQrDataUrl } from "../tickets/ticket-qr";

/** An order with its tickets and their QR codes, for the desk to show and print; with each ticket's type when the event sells several. */
export async function getDeskOrder(db: Db, orderId: number): Promise<TDeskOrder> {
  const order = await findOrderWithTickets(db, orderId);
  if (!order) throw new DomainError("NOT_FOUND", KIOSK_MESSAGES.orderNotFound);
  const { event } = order;
  const lines = await listOrderLines(db, order.id);
  const items = priceItems(lines, (await listTicketTypes(db, event.id)).length);
  const typeOf = (ticketTypeId: number | null) => {
    const line = items ? lines.find((candidate) => candidate.ticketTypeId === ticketTypeId) : undefined;
    return line ? { name: line.name, nameVi: line.nameVi } : null;
  };
  return {
    id: order.id,
    status: order.status,
    ...orderPriceLines(order),
    ...(items ? { items } : {}),
    event: {
      id: event.id,
      name: event.name,
      nameVi: event.nameVi,
      dateStart: event.dateStart.toISOString(),
      dateEnd: event.dateEnd.toISOString(),
      timeZone: event.timeZone,
      place: event.place,
      location: event.location,
    },
    tickets: await Promise.all(
      order.tickets.map(async (t) => ({
        id: t.id,
        number: t.number,
        firstName: t.firstName,
        lastName: t.lastName,
        email: t.email,
        secret: t.secret,
        shortCode: t.shortCode,
        qrDataUrl: await ticketQrDataUrl(t.secret),
        ticketType: typeOf(t.ticketTypeId),
      })),
    ),
  };
}
