import { type Db } from "@vyc/db";
import { findOrderWithTickets } from "@vyc/db/stores/order-listings";
import { enqueueOutboxMessages } from "@vyc/db/stores/outbox";
import { findLocalesOfEmails } from "@vyc/db/stores/users";
import { formatDateRange } from "@vyc/i18n";
import { formatShortCode, KIOSK_MESSAGES } from "@vyc/validators";
import type { ImageFolders } from "../documents/document-images";
import { deskMailFiles } from "../documents/order-files";
import { eventName } from "../events/event-name";
import type { Mailer } from "../mail/mailer";
import { mailLocale, mailText } from "../mail/mail-text";
import { deskTicketsMessage } from "../outbox/outbox-messages";
import { DomainError } from "../shared/errors";
import { eventImageUrl, loadMailBranding } from "../mail/mail-branding";
import { qrAttachments } from "../tickets/ticket-qr-mail";
import { renderDeskTickets } from "./desk-tickets-email";
import { needsDetails, newDetailsLink } from "./attendee-details";

/** The attendees' addresses of an order's tickets, each with its tickets. */
function ticketsByAddress<T extends { email: string }>(tickets: readonly T[]): Map<string, T[]> {
  const byAddress = new Map<string, T[]>();
  for (const ticket of tickets) {
    const to = ticket.email.trim().toLowerCase();
    if (to) byAddress.set(to, [...(byAddress.get(to) ?? []), ticket]);
  }
  return byAddress;
}

/**
 * Staff send a desk order's tickets to its attendees: the e-mails are written to the outbox (sent
 * right after the answer, retried if the mail server is down). Returns the addresses they go to.
 */
export async function queueDeskTickets(db: Db, orderId: number, now: Date, deskLocale?: string): Promise<string[]> {
  const order = await findOrderWithTickets(db, orderId);
  if (!order) throw new DomainError("NOT_FOUND", KIOSK_MESSAGES.orderNotFound);
  const addresses = [...ticketsByAddress(order.tickets).keys()];
  if (addresses.length === 0) throw new DomainError("UNPROCESSABLE", KIOSK_MESSAGES.noEmail);
  await enqueueOutboxMessages(db, [deskTicketsMessage(orderId, deskLocale ?? "")], now);
  return addresses;
}

/**
 * E-mails the tickets of a desk order to the attendees: one message per address with the tickets
 * of that address, each QR code attached inline and each ticket as PDF with the event's calendar
 * file, in the language of the address's account (the desk's language, else English, without one).
 * Carried out by the outbox worker (see queueDeskTickets).
 */
export async function emailDeskTickets(db: Db, mailer: Mailer, images: ImageFolders, orderId: number, publicUrl: string, deskLocale?: string): Promise<void> {
  const order = await findOrderWithTickets(db, orderId);
  if (!order) throw new DomainError("NOT_FOUND", KIOSK_MESSAGES.orderNotFound);
  const byAddress = ticketsByAddress(order.tickets);
  const accounts = await findLocalesOfEmails(db, [...byAddress.keys()]);
  const localeOf = new Map(accounts.map((a) => [a.email, mailLocale(a.locale)]));
  const { event } = order;
  const branding = await loadMailBranding(db, publicUrl);
  const image = eventImageUrl(event.images, publicUrl);

  for (const [to, tickets] of byAddress) {
    const m = mailText(localeOf.get(to) ?? mailLocale(deskLocale));
    const name = eventName(event, m.locale);
    const dates = formatDateRange(event.dateStart.toISOString(), event.dateEnd.toISOString(), m.locale, event.timeZone);
    const [qrCodes, files] = await Promise.all([
      qrAttachments(tickets),
      deskMailFiles(db, images, order.id, tickets.map((t) => t.id), event.id, publicUrl, m.locale),
    ]);
    const attachments = [...qrCodes, ...files.map((file) => ({ filename: file.filename, content: file.body, contentType: file.contentType }))];
    const detailLinks = new Map<string, string>();
    for (const t of tickets) if (needsDetails(t)) detailLinks.set(t.id, await newDetailsLink(db, t.id, publicUrl));
    const detailsText = (t: (typeof tickets)[number]) => {
      const url = detailLinks.get(t.id);
      return url ? [m.text("deskTickets.completeDetails", { firstName: t.firstName, url })] : [];
    };
    const ticketValues = (t: (typeof tickets)[number]) => ({ number: String(t.number), orderId: String(order.id), firstName: t.firstName, lastName: t.lastName });
    const text = [
      m.text("deskTickets.welcome", { event: name }),
      `${dates} — ${event.place}, ${event.location}`,
      "",
      ...tickets.flatMap((t) => [m.text("deskTickets.ticket", { ...ticketValues(t), shortCode: formatShortCode(t.shortCode), secret: t.secret }), ...detailsText(t)]),
      "",
      m.text("deskTickets.showAtDesk"),
      m.text("deskTickets.attached", { event: name }),
    ].join("\n");
    const html = await renderDeskTickets(m, branding, image ? { src: image, alt: name } : null, {
      event: name,
      when: `${dates} — ${event.place}, ${event.location}`,
      tickets: tickets.map((t) => ({ ...t, heading: m.text("deskTickets.ticketHeading", ticketValues(t)), detailsUrl: detailLinks.get(t.id) })),
    });
    await mailer.send({
      to,
      subject: m.text("tickets.subject", { event: name, orderId: String(order.id) }),
      text,
      html,
      attachments,
    });
  }
}
