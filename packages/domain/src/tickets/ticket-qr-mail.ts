import type { MailMessage } from "../mail/mailer";
import { ticketQrPng } from "./ticket-qr";

export interface MailedTicket {
  number: number;
  secret: string;
  shortCode: string;
}

/** The content id of a ticket's QR code attached inline by qrAttachments. */
export const qrContentId = (ticket: MailedTicket): string => `ticket-${ticket.number}@vyc`;

/** Each ticket's QR code as an inline PNG attachment. */
export async function qrAttachments(tickets: MailedTicket[]): Promise<NonNullable<MailMessage["attachments"]>> {
  const images = await Promise.all(tickets.map((t) => ticketQrPng(t.secret)));
  return tickets.map((t, i) => ({ filename: `ticket-${t.number}.png`, content: images[i] ?? Buffer.alloc(0), cid: qrContentId(t), contentType: "image/png" }));
}
