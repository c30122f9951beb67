import type { OrderDocumentData } from "@vyc/db";
import type { Locale } from "@vyc/i18n";
import { formatShortCode } from "@vyc/validators";
import { documentText } from "./document-text";
import type { PdfBlock, PdfDocumentModel } from "./pdf-model";

/**
 * One A4 page per ticket (all of the order's, or only `ticketId`): event, when and where, attendee,
 * QR code with the ticket's short code under it, large, and the code the QR holds.
 */
export function ticketsDocument(data: OrderDocumentData, organiser: { name: string; email: string }, locale: Locale, ticketId?: string): PdfDocumentModel {
  const d = documentText(locale);
  const event = d.event(data.event);
  const tickets = data.tickets.filter((ticket) => ticketId === undefined || ticket.id === ticketId);
  const page = (ticket: OrderDocumentData["tickets"][number]): PdfBlock[] => [
    { type: "heading", text: event.name },
    { type: "text", text: data.event.eventCategory, muted: true },
    {
      type: "columns",
      columns: [
        { title: d.t("when"), lines: [event.dates, event.starts] },
        { title: d.t("where"), lines: [event.place] },
      ],
    },
    {
      type: "columns",
      columns: [
        { title: d.t("attendee"), lines: [`${ticket.firstName} ${ticket.lastName}`] },
        { title: d.t("ticket"), lines: [d.t("ticketOf", { number: String(ticket.number), orderId: String(data.order.id) })] },
      ],
    },
    ticket.status === "valid" ? { type: "qr", payload: ticket.secret, caption: formatShortCode(ticket.shortCode) } : { type: "subheading", text: d.t("cancelled") },
    { type: "text", text: d.t("showCode"), muted: true },
    ...(ticket.status === "valid" ? [{ type: "text", text: d.t("qrCode", { secret: ticket.secret }), muted: true, size: 8 } as const] : []),
  ];
  const single = tickets.length === 1 && tickets[0];
  return {
    title: single
      ? d.t("ticketTitle", { number: String(single.number), event: event.name })
      : d.t("ticketsTitle", { orderId: String(data.order.id), event: event.name }),
    language: locale,
    footer: d.t("footer", { organiser: organiser.name, email: organiser.email }),
    pages: tickets.map(page),
  };
}
