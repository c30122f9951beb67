import { formatShortCode } from "@vyc/validators";
import { escapeHtml } from "../mail/escape-html";
import type { MailMessage } from "../mail/mailer";
import { ticketQrPng } from "./ticket-qr";

interface MailedTicket {
  number: number;
  secret: string;
  shortCode: string;
}

const cid = (ticket: MailedTicket): string => `ticket-${ticket.number}@vyc`;

/** The <img> showing a ticket's QR code, attached inline by qrAttachments. */
export const qrImageTag = (ticket: MailedTicket): string =>
  `<img src="cid:${cid(ticket)}" width="240" height="240" alt="QR code of ticket ${ticket.number}">`;

/** The ticket's short code under its QR code, large and in groups for reading out; `label` is HTML already. */
export const shortCodeTag = (label: string, ticket: MailedTicket): string =>
  `<p>${label}<br><strong style="font-family:monospace;font-size:24px;letter-spacing:2px">${escapeHtml(formatShortCode(ticket.shortCode))}</strong></p>`;

/** Each ticket's QR code as an inline PNG attachment. */
export async function qrAttachments(tickets: MailedTicket[]): Promise<NonNullable<MailMessage["attachments"]>> {
  const images = await Promise.all(tickets.map((t) => ticketQrPng(t.secret)));
  return tickets.map((t, i) => ({ filename: `ticket-${t.number}.png`, content: images[i] ?? Buffer.alloc(0), cid: cid(t), contentType: "image/png" }));
}
