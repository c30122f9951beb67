import type { OrderDocumentData } from "@vyc/db/stores/order-documents";
import { formatZoneName, type Locale } from "@vyc/i18n";
import { formatShortCode } from "@vyc/validators";
import { inEventLanguage } from "../events/event-name";
import { documentText } from "./document-text";
import type { PdfBlock, PdfDocumentModel } from "./pdf-model";

/** The organiser as a ticket shows it: name, address and logo (PNG or JPEG bytes, null without one). */
export interface TicketOrganiser {
  name: string;
  email: string;
  logo: Uint8Array | null;
}

/** Each valid ticket's QR code as a PNG (see ticketQrPng), by the ticket's secret. */
export type TicketQrCodes = ReadonlyMap<string, Uint8Array>;

const missingCode = (secret: string): never => {
  throw new Error(`The QR code of the ticket ${secret.slice(0, 4)}… was not given.`);
};

/** The event's picture on a ticket: across the page, this many times as wide as high. */
export const TICKET_BANNER_ASPECT = 2.6;

/**
 * One A4 page per ticket (all of the order's, or only `ticketId`): the organiser (with its logo),
 * the event's picture, its name, when (naming the event's time zone) and where, the attendee, and
 * the QR code (from `qrCodes`, the same image as the e-mails') with the ticket's short code beside
 * it, large, and the code the QR holds.
 */
export function ticketsDocument(
  data: OrderDocumentData,
  organiser: TicketOrganiser,
  banner: Uint8Array | null,
  qrCodes: TicketQrCodes,
  locale: Locale,
  ticketId?: string,
): PdfDocumentModel {
  const d = documentText(locale);
  const event = d.event(data.event);
  // "Europe/Berlin" is named by its place, "Berlin": the zone's name already says the region.
  const zonePlace = data.event.timeZone.split("/").pop()?.replaceAll("_", " ") ?? data.event.timeZone;
  const zone = d.t("timeZone", { zone: formatZoneName(data.event.timeZone, locale, data.event.dateStart), place: zonePlace });
  const { eventCategory, eventCategoryVi, place, placeVi, location, locationVi } = data.event;
  const where = data.event.isOnline ? event.place : `${inEventLanguage(place, placeVi, locale)}, ${inEventLanguage(location, locationVi, locale)}`;
  const tickets = data.tickets.filter((ticket) => ticketId === undefined || ticket.id === ticketId);
  const page = (ticket: OrderDocumentData["tickets"][number]): PdfBlock[] => [
    { type: "organiser", title: d.t("organiser"), name: organiser.name, lines: [organiser.email], logo: organiser.logo },
    ...(banner ? [{ type: "banner", image: banner, aspect: TICKET_BANNER_ASPECT } as const] : []),
    { type: "heading", text: event.name },
    { type: "text", text: inEventLanguage(eventCategory, eventCategoryVi, locale), muted: true },
    {
      type: "columns",
      columns: [
        { title: d.t("when"), lines: [event.dates, event.starts, zone] },
        { title: d.t("where"), lines: [where] },
      ],
    },
    {
      type: "columns",
      columns: [
        { title: d.t("attendee"), lines: [`${ticket.firstName} ${ticket.lastName}`] },
        { title: d.t("ticket"), lines: [d.t("ticketOf", { number: String(ticket.number), orderId: String(data.order.id) })] },
      ],
    },
    ticket.status === "valid"
      ? { type: "qr", code: qrCodes.get(ticket.secret) ?? missingCode(ticket.secret), label: d.t("ticketCode"), caption: formatShortCode(ticket.shortCode), note: d.t("showCode") }
      : { type: "subheading", text: d.t("cancelled") },
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
