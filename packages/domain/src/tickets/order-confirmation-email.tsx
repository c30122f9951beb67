/** @jsxRuntime automatic */
import { Fragment } from "react";
import { MailLayout, type MailImage } from "../mail/mail-layout";
import type { MailBranding } from "../mail/mail-branding";
import { MailButton, MailHeading, MailLink, MailParagraph } from "../mail/mail-parts";
import type { MailText } from "../mail/mail-text";
import { renderMail } from "../mail/render-mail";
import { richText } from "../mail/rich-text";
import { TicketCode } from "./ticket-code";
import type { MailedTicket } from "./ticket-qr-mail";

export interface OrderConfirmationContent {
  event: string;
  /** The order's number, tickets and total, as one line. */
  summary: string;
  /** The category and dates, the place and location: lines under the summary. */
  details: string[];
  /** How the total is made (tickets × price, discount, rounding, total) when it is not simply tickets × price. */
  priceLines?: string[];
  tickets: Array<MailedTicket & { heading: string }>;
  ticketsUrl: string;
  /** An online event's join link (null until the organisers set it); undefined for an event at a place. */
  joinLink?: string | null;
  attached: string;
}

/** The join link (or word that it follows) of an online event's confirmation; no desk, no QR codes. */
function JoinOnline({ m, content }: { m: MailText; content: OrderConfirmationContent }) {
  const account = <MailLink href={content.ticketsUrl}>{content.ticketsUrl}</MailLink>;
  if (!content.joinLink) return <MailParagraph>{richText(m, "orderConfirmation.joinLinkLater", {}, { url: account })}</MailParagraph>;
  return (
    <>
      <MailParagraph>{richText(m, "orderConfirmation.joinOnline", {}, { url: <MailLink href={content.joinLink}>{content.joinLink}</MailLink> })}</MailParagraph>
      <MailButton href={content.joinLink}>{m.text("orderConfirmation.joinButton")}</MailButton>
      <MailParagraph>{richText(m, "orderConfirmation.onlineTickets", {}, { url: account })}</MailParagraph>
    </>
  );
}

/** The buyer's confirmation of a paid order: each ticket with its QR code, or for an online event the way to join. */
export function OrderConfirmationEmail({ m, branding, image, content }: { m: MailText; branding: MailBranding; image: MailImage | null; content: OrderConfirmationContent }) {
  const online = content.joinLink !== undefined;
  return (
    <MailLayout m={m} branding={branding} image={image} preview={m.text("orderConfirmation.thanks", { event: content.event })}>
      <MailHeading>{m.text("tickets.heading", { event: content.event })}</MailHeading>
      <MailParagraph>
        {[content.summary, ...content.details].map((line, i) => (
          <Fragment key={i}>
            {i > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </MailParagraph>
      {content.priceLines && content.priceLines.length > 0 && (
        <MailParagraph>
          {content.priceLines.map((line, i) => (
            <Fragment key={i}>
              {i > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </MailParagraph>
      )}
      {online ? (
        <>
          {content.tickets.map((ticket) => (
            <MailParagraph key={ticket.number}>{ticket.heading}</MailParagraph>
          ))}
          <JoinOnline m={m} content={content} />
        </>
      ) : (
        <>
          {content.tickets.map((ticket) => (
            <TicketCode key={ticket.number} ticket={ticket} heading={ticket.heading} codeLabel={m.text("tickets.shortCode")} qrAlt={m.text("tickets.qrAlt", { number: String(ticket.number) })} />
          ))}
          <MailParagraph>
            {richText(m, "orderConfirmation.showAtDeskLinked", {}, { accountLink: <MailLink href={content.ticketsUrl}>{m.text("orderConfirmation.accountLink")}</MailLink> })}
          </MailParagraph>
        </>
      )}
      <MailParagraph muted>{content.attached}</MailParagraph>
    </MailLayout>
  );
}

export const renderOrderConfirmation = (m: MailText, branding: MailBranding, image: MailImage | null, content: OrderConfirmationContent): Promise<string> =>
  renderMail("orderConfirmation", m, { branding, image, content });
