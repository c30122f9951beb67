/** @jsxRuntime automatic */
import type { MailBranding } from "../mail/mail-branding";
import { MailLayout, type MailImage } from "../mail/mail-layout";
import { MailHeading, MailLink, MailParagraph } from "../mail/mail-parts";
import type { MailText } from "../mail/mail-text";
import { renderMail } from "../mail/render-mail";
import { TicketCode } from "../tickets/ticket-code";
import type { MailedTicket } from "../tickets/ticket-qr-mail";

export interface DeskTicketsContent {
  event: string;
  /** The dates, place and location, as one line. */
  when: string;
  tickets: Array<MailedTicket & { heading: string; firstName: string; detailsUrl?: string }>;
}

/** The tickets of a desk order for one attendee address, each with its QR code and short code. */
export function DeskTicketsEmail({ m, branding, image, content }: { m: MailText; branding: MailBranding; image: MailImage | null; content: DeskTicketsContent }) {
  return (
    <MailLayout m={m} branding={branding} image={image} preview={m.text("deskTickets.welcome", { event: content.event })}>
      <MailHeading>{m.text("tickets.heading", { event: content.event })}</MailHeading>
      <MailParagraph>{content.when}</MailParagraph>
      {content.tickets.map((ticket) => (
        <div key={ticket.number}>
          <TicketCode ticket={ticket} heading={ticket.heading} codeLabel={m.text("tickets.shortCode")} qrAlt={m.text("tickets.qrAlt", { number: String(ticket.number) })} />
          {ticket.detailsUrl && (
            <MailParagraph>
              <MailLink href={ticket.detailsUrl}>{m.text("deskTickets.completeDetailsLink", { firstName: ticket.firstName })}</MailLink>
            </MailParagraph>
          )}
        </div>
      ))}
      <MailParagraph>{m.text("deskTickets.showAtDesk")}</MailParagraph>
      <MailParagraph muted>{m.text("deskTickets.attached", { event: content.event })}</MailParagraph>
    </MailLayout>
  );
}

export const renderDeskTickets = (m: MailText, branding: MailBranding, image: MailImage | null, content: DeskTicketsContent): Promise<string> =>
  renderMail("deskTickets", m, { branding, image, content });
