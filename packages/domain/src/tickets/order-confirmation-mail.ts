import { withConnection, type Db } from "@vyc/db";
import { formatDateRange, formatPrice, toMajor } from "@vyc/validators";
import type { Mailer } from "../mail/mailer";
import { findConfirmationData } from "../orders/order-store";
import { escapeHtml } from "../mail/escape-html";
import { qrAttachments, qrImageTag } from "./ticket-qr-mail";

/** E-mails the buyer the order and its tickets, each ticket's QR code attached inline (cid). */
export async function sendOrderConfirmation(db: Db, mailer: Mailer, orderId: number, publicUrl: string): Promise<void> {
  const data = await withConnection(db, (connection) => findConfirmationData(connection, orderId));
  if (!data?.buyerEmail || data.order.status !== "paid") return;
  const { order, event, tickets, buyerEmail } = data;
  const dates = formatDateRange(event.dateStart.toISOString(), event.dateEnd.toISOString());
  const total = order.totalMinor === 0 ? "Free" : formatPrice(toMajor(order.totalMinor), order.currency);
  const attachments = await qrAttachments(tickets);
  const ticketsUrl = `${publicUrl}/account/tickets`;

  const text = [
    `Thank you for your registration to ${event.name}.`,
    "",
    `Order #${order.id}: ${order.quantity} ticket(s), total ${total}`,
    `${event.eventCategory} — ${dates}`,
    `${event.place}, ${event.location}`,
    "",
    ...tickets.map((t) => `Ticket ${t.number}: ${t.firstName} ${t.lastName} — code ${t.secret}`),
    "",
    `Show the QR code of each ticket at the desk. Your tickets are also in your account: ${ticketsUrl}`,
  ].join("\n");

  const html = `
<h1>Your tickets for ${escapeHtml(event.name)}</h1>
<p>Order #${order.id}: ${order.quantity} ticket(s), total ${escapeHtml(total)}<br>
${escapeHtml(event.eventCategory)} — ${escapeHtml(dates)}<br>
${escapeHtml(event.place)}, ${escapeHtml(event.location)}</p>
${tickets
  .map(
    (t) => `<div><h2>Ticket ${t.number}: ${escapeHtml(t.firstName)} ${escapeHtml(t.lastName)}</h2>
${qrImageTag(t)}</div>`,
  )
  .join("\n")}
<p>Show the QR code of each ticket at the desk. Your tickets are also in <a href="${escapeHtml(ticketsUrl)}">your account</a>.</p>`;

  await mailer.send({
    to: buyerEmail,
    subject: `Your tickets for ${event.name} (order #${order.id})`,
    text,
    html,
    attachments,
  });
}
