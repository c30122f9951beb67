import { findOrderWithTickets, type Db } from "@vyc/db";
import { KIOSK_MESSAGES, orderPriceLines, type TDeskOrder } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { ticketQrDataUrl } from "../tickets/ticket-qr";

/** An order with its tickets and their QR codes, for the desk to show and print. */
export async function getDeskOrder(db: Db, orderId: number): Promise<TDeskOrder> {
  const order = await findOrderWithTickets(db, orderId);
  if (!order) throw new DomainError("NOT_FOUND", KIOSK_MESSAGES.orderNotFound);
  const { event } = order;
  return {
    id: order.id,
    status: order.status,
    ...orderPriceLines(order),
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
      })),
    ),
  };
}
