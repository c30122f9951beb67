/** @jsxRuntime automatic */
import type { MailBranding } from "../mail/mail-branding";
import { MailLayout, type MailImage } from "../mail/mail-layout";
import { MailButton, MailHeading, MailLink, MailParagraph } from "../mail/mail-parts";
import type { MailText } from "../mail/mail-text";
import { renderMail } from "../mail/render-mail";
import { richText } from "../mail/rich-text";

export interface JoinLinkContent {
  /** The values of the texts: event, dates, orderId. */
  values: Record<string, string>;
  joinLink: string;
  ticketsUrl: string;
}

/** An online event's join link, sent to the buyer of each paid order when staff set or change it. */
export function JoinLinkEmail({ m, branding, image, content }: { m: MailText; branding: MailBranding; image: MailImage | null; content: JoinLinkContent }) {
  return (
    <MailLayout m={m} branding={branding} image={image} preview={m.text("joinLink.intro", content.values)}>
      <MailHeading>{m.text("joinLink.subject", content.values)}</MailHeading>
      <MailParagraph>{m.text("joinLink.intro", content.values)}</MailParagraph>
      <MailButton href={content.joinLink}>{m.text("orderConfirmation.joinButton")}</MailButton>
      <MailParagraph>{richText(m, "joinLink.joinHere", {}, { url: <MailLink href={content.joinLink}>{content.joinLink}</MailLink> })}</MailParagraph>
      <MailParagraph muted>{richText(m, "joinLink.personal", content.values, { url: <MailLink href={content.ticketsUrl}>{content.ticketsUrl}</MailLink> })}</MailParagraph>
    </MailLayout>
  );
}

export const renderJoinLink = (m: MailText, branding: MailBranding, image: MailImage | null, content: JoinLinkContent): Promise<string> =>
  renderMail("joinLink", m, { branding, image, content });
