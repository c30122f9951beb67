/** @jsxRuntime automatic */
import { Img, Section, Text } from "@react-email/components";
import { formatShortCode } from "@vyc/validators";
import { MailHeading } from "../mail/mail-parts";
import { MAIL_COLORS } from "../mail/mail-style";
import { qrContentId, type MailedTicket } from "./ticket-qr-mail";

interface Props {
  ticket: MailedTicket;
  heading: string;
  /** The label of the short code ("Ticket code"). */
  codeLabel: string;
  qrAlt: string;
}

/**
 * One ticket of a ticket e-mail: its title, its QR code (attached inline) and its short code large
 * and in groups for reading out. The code sits on white in either colour scheme, so it always scans.
 */
export function TicketCode({ ticket, heading, codeLabel, qrAlt }: Props) {
  return (
    <Section style={{ margin: "16px 0" }}>
      <MailHeading level={2}>{heading}</MailHeading>
      <Section style={{ display: "inline-block", padding: 12, backgroundColor: "#ffffff", border: `1px solid ${MAIL_COLORS.light.border}`, borderRadius: 8 }}>
        <Img src={`cid:${qrContentId(ticket)}`} width={200} height={200} alt={qrAlt} />
        <Text style={{ margin: "8px 0 0", fontSize: 13, color: "#4b5563" }}>{codeLabel}</Text>
        <Text style={{ margin: 0, fontFamily: "monospace", fontSize: 24, letterSpacing: 2, fontWeight: 700, color: "#111827" }}>{formatShortCode(ticket.shortCode)}</Text>
      </Section>
    </Section>
  );
}
