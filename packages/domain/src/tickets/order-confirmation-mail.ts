import { findConfirmationData, type Db } from "@vyc/db";
import { formatDateRange } from "@vyc/i18n";
import { formatMoney, formatShortCode } from "@vyc/validators";
import { confirmationFiles } from "../documents/order-files";
import { eventName } from "../events/event-name";
import type { Mailer } from "../mail/mailer";
import { mailLocale, mailText } from "../mail/mail-text";
import { escapeHtml } from "../mail/escape-html";
import { qrAttachments, qrImageTag, shortCodeTag } from "./ticket-qr-mail";

/**
 * E-mails the buyer the order and its tickets in the buyer's language, each ticket's QR code
 * attached inline (cid) with its short code beside it.
 */
export async function sendOrderConfirmation(db: Db, mailer: Mailer, orderId: number, publicUrl: string): Promise<void> {
  const data = await findConfirmationData(db, orderId);
  if (!data?.buyerEmail || data.order.status !== "paid") return;
  const { order, event, tickets, buyerEmail } = data;
  const m = mailText(mailLocale(data.buyerLocale));
  const name = eventName(event, m.locale);
  const dates = formatDateRange(event.dateStart.toISOString(), event.dateEnd.toISOString(), m.locale, event.timeZone);
  const total = order.totalMinor === 0 ? m.text("orderConfirmation.free") : formatMoney(order.totalMinor, order.currency, m.locale);
  const [qrCodes, files] = await Promise.all([qrAttachments(tickets), confirmationFiles(db, order.id, publicUrl, m.locale)]);
  const attachments = [...qrCodes, ...files.map((file) => ({ filename: file.filename, content: file.body, contentType: file.contentType }))];
  const attached = m.text("documents.attached", {
    document: m.text(order.totalMinor > 0 ? "documents.attachedInvoice" : "documents.attachedRegistration"),
    event: name,
  });
  const ticketsUrl = `${publicUrl}/account/tickets`;
  const summary = { orderId: String(order.id), quantity: String(order.quantity), total };
  const ticketValues = (t: (typeof tickets)[number]) => ({ number: String(t.number), firstName: t.firstName, lastName: t.lastName });

  const text = [
    m.text("orderConfirmation.thanks", { event: name }),
    "",
    m.text("orderConfirmation.summary", summary),
    `${event.eventCategory} — ${dates}`,
    `${event.place}, ${event.location}`,
    "",
    ...tickets.map((t) => m.text("orderConfirmation.ticket", { ...ticketValues(t), shortCode: formatShortCode(t.shortCode), secret: t.secret })),
    "",
    m.text("orderConfirmation.showAtDesk", { url: ticketsUrl }),
    "",
    attached,
  ].join("\n");

  const accountLink = `<a href="${escapeHtml(ticketsUrl)}">${m.html("orderConfirmation.accountLink")}</a>`;
  const html = `
<h1>${m.html("tickets.heading", { event: name })}</h1>
<p>${m.html("orderConfirmation.summary", summary)}<br>
${escapeHtml(event.eventCategory)} — ${escapeHtml(dates)}<br>
${escapeHtml(event.place)}, ${escapeHtml(event.location)}</p>
${tickets
  .map(
    (t) => `<div><h2>${m.html("orderConfirmation.ticketHeading", ticketValues(t))}</h2>
${qrImageTag(t)}
${shortCodeTag(m.html("tickets.shortCode"), t)}</div>`,
  )
  .join("\n")}
<p>${m.html("orderConfirmation.showAtDeskLinked", {}, { accountLink })}</p>
<p>${escapeHtml(attached)}</p>`;

  await mailer.send({
    to: buyerEmail,
    subject: m.text("tickets.subject", { event: name, orderId: String(order.id) }),
    text,
    html,
    attachments,
  });
}
