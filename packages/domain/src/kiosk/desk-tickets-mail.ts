import type { Db } from "@vyc/db";
import { formatDateRange, KIOSK_MESSAGES } from "@vyc/validators";
import type { Mailer } from "../mail/mailer";
import { DomainError } from "../shared/errors";
import { escapeHtml } from "../mail/escape-html";
import { qrAttachments, qrImageTag } from "../tickets/ticket-qr-mail";

/**
 * E-mails the tickets of a desk order to the attendees: one message per address with the tickets
 * of that address, each QR code attached inline. Returns the addresses written to.
 */
export async function emailDeskTickets(db: Db, mailer: Mailer, orderId: number): Promise<string[]> {
  const order = await db.order.findUnique({ where: { id: orderId }, include: { event: true, tickets: { orderBy: { number: "asc" } } } });
  if (!order) throw new DomainError("NOT_FOUND", KIOSK_MESSAGES.orderNotFound);
  const byAddress = new Map<string, typeof order.tickets>();
  for (const ticket of order.tickets) {
    const to = ticket.email.trim().toLowerCase();
    if (to) byAddress.set(to, [...(byAddress.get(to) ?? []), ticket]);
  }
  if (byAddress.size === 0) throw new DomainError("UNPROCESSABLE", KIOSK_MESSAGES.noEmail);
  const { event } = order;
  const dates = formatDateRange(event.dateStart.toISOString(), event.dateEnd.toISOString());

  for (const [to, tickets] of byAddress) {
    const attachments = await qrAttachments(tickets);
    const text = [
      `Welcome to ${event.name}!`,
      `${dates} — ${event.place}, ${event.location}`,
      "",
      ...tickets.map((t) => `Ticket ${t.number} of order #${order.id}: ${t.firstName} ${t.lastName} — code ${t.secret}`),
      "",
      "Show the QR code of each ticket at the desk.",
    ].join("\n");
    const html = `<h1>Your tickets for ${escapeHtml(event.name)}</h1>
<p>${escapeHtml(dates)} — ${escapeHtml(event.place)}, ${escapeHtml(event.location)}</p>
${tickets
  .map(
    (t) => `<div><h2>Ticket ${t.number} of order #${order.id}: ${escapeHtml(t.firstName)} ${escapeHtml(t.lastName)}</h2>
${qrImageTag(t)}</div>`,
  )
  .join("\n")}
<p>Show the QR code of each ticket at the desk.</p>`;
    await mailer.send({
      to,
      subject: `Your tickets for ${event.name} (order #${order.id})`,
      text,
      html,
      attachments,
    });
  }
  return [...byAddress.keys()];
}
