import { type Db } from "@vyc/db";
import { readOrganiserBranding } from "@vyc/db/stores/mail-branding";
import { findOrderDocumentData } from "@vyc/db/stores/order-documents";
import { formatDateRange } from "@vyc/i18n";
import { formatMoney, formatShortCode, LIMITS, orderPriceLines } from "@vyc/validators";
import type { ImageFolders } from "../documents/document-images";
import { confirmationFiles } from "../documents/order-files";
import { eventName } from "../events/event-name";
import { eventImageUrl, mailBranding } from "../mail/mail-branding";
import type { MailMessage } from "../mail/mailer";
import { mailLocale, mailText, type MailText } from "../mail/mail-text";
import { openText } from "../privacy/sealed-data";
import { renderOrderConfirmation, type OrderConfirmationContent } from "./order-confirmation-email";
import { qrAttachments } from "./ticket-qr-mail";

/** How a paid order's total is made, line by line, when a discount or the rounding makes it differ from tickets × price. */
function priceLinesText(m: MailText, order: Parameters<typeof orderPriceLines>[0]): string[] {
  const lines = orderPriceLines(order);
  if (lines.totalMinor === 0 || (lines.discountMinor === 0 && lines.roundingMinor === 0)) return [];
  const money = (minor: number) => formatMoney(minor, lines.currency, m.locale);
  return [
    m.text("orderConfirmation.priceTickets", { quantity: String(lines.quantity), unit: money(lines.unitPriceMinor), subtotal: money(lines.subtotalMinor) }),
    ...(lines.discountMinor ? [m.text("orderConfirmation.priceDiscount", { percent: String(lines.discountPercent), amount: money(lines.discountMinor) })] : []),
    ...(lines.roundingMinor
      ? [m.text(lines.roundingMinor > 0 ? "orderConfirmation.priceRoundedUp" : "orderConfirmation.priceRoundedDown", { step: String(LIMITS.roundingUnits), amount: money(Math.abs(lines.roundingMinor)) })]
      : []),
    m.text("orderConfirmation.priceTotal", { total: money(lines.totalMinor) }),
  ];
}

/**
 * The e-mail to the buyer with the order and its tickets in the buyer's language; null when the order
 * is not paid or has no buyer's address. For an event at a place each ticket's QR code is attached
 * inline (cid) with its short code beside it, to show at the desk; an online event's confirmation
 * gives its join link instead (or says it follows by e-mail).
 */
export async function composeOrderConfirmation(db: Db, images: ImageFolders, orderId: number, publicUrl: string): Promise<MailMessage | null> {
  const data = await findOrderDocumentData(db, orderId);
  const buyerEmail = data?.buyer.email;
  if (!data || !buyerEmail || data.order.status !== "paid") return null;
  const { order, event, tickets } = data;
  const m = mailText(mailLocale(data.buyer.locale));
  const name = eventName(event, m.locale);
  const dates = formatDateRange(event.dateStart.toISOString(), event.dateEnd.toISOString(), m.locale, event.timeZone);
  const total = order.totalMinor === 0 ? m.text("orderConfirmation.free") : formatMoney(order.totalMinor, order.currency, m.locale);
  const organiser = await readOrganiserBranding(db);
  const [qrCodes, files] = await Promise.all([event.isOnline ? [] : qrAttachments(tickets), confirmationFiles(db, images, data, organiser, publicUrl, m.locale)]);
  const branding = mailBranding(organiser, publicUrl);
  const attachments = [...qrCodes, ...files.map((file) => ({ filename: file.filename, content: file.body, contentType: file.contentType }))];
  const attached = m.text("documents.attached", {
    document: m.text(order.totalMinor > 0 ? "documents.attachedInvoice" : "documents.attachedRegistration"),
    event: name,
  });
  const ticketsUrl = `${publicUrl}/account/tickets`;
  const summary = { orderId: String(order.id), quantity: String(order.quantity), total };
  const ticketValues = (t: (typeof tickets)[number]) => ({ number: String(t.number), firstName: t.firstName, lastName: t.lastName });
  const joinLink = event.isOnline ? openText(event.joinLink) : undefined;

  const content: OrderConfirmationContent = {
    event: name,
    summary: m.text("orderConfirmation.summary", summary),
    details: [`${event.eventCategory} — ${dates}`, `${event.place}, ${event.location}`],
    priceLines: priceLinesText(m, order),
    tickets: tickets.map((t) => ({ ...t, heading: m.text("orderConfirmation.ticketHeading", ticketValues(t)) })),
    ticketsUrl,
    joinLink,
    attached,
  };
  const onlineLines = joinLink
    ? [m.text("orderConfirmation.joinOnline", { url: joinLink }), m.text("orderConfirmation.onlineTickets", { url: ticketsUrl })]
    : [m.text("orderConfirmation.joinLinkLater", { url: ticketsUrl })];
  const text = [
    m.text("orderConfirmation.thanks", { event: name }),
    "",
    content.summary,
    ...content.details,
    "",
    ...(content.priceLines?.length ? [...content.priceLines, ""] : []),
    ...(event.isOnline
      ? [...content.tickets.map((t) => t.heading), "", ...onlineLines]
      : [...tickets.map((t) => m.text("orderConfirmation.ticket", { ...ticketValues(t), shortCode: formatShortCode(t.shortCode), secret: t.secret })), "", m.text("orderConfirmation.showAtDesk", { url: ticketsUrl })]),
    "",
    attached,
  ].join("\n");
  const image = eventImageUrl(event.images, publicUrl);

  return {
    to: buyerEmail,
    subject: m.text("tickets.subject", { event: name, orderId: String(order.id) }),
    text,
    html: await renderOrderConfirmation(m, branding, image ? { src: image, alt: name } : null, content),
    attachments,
  };
}
