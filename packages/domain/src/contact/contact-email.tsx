/** @jsxRuntime automatic */
import { Fragment } from "react";
import type { MailBranding } from "../mail/mail-branding";
import { MailLayout } from "../mail/mail-layout";
import { MailParagraph } from "../mail/mail-parts";
import type { MailText } from "../mail/mail-text";
import { renderMail } from "../mail/render-mail";

interface Props {
  m: MailText;
  branding: MailBranding;
  /** The form's fields, one line each ("First name: Linh"). */
  fields: string[];
  /** The visitor's message as typed, its line breaks kept. */
  message: string;
  replyHint: string;
}

/** A visitor's message from the contact form, to the organisers. */
export function ContactEmail({ m, branding, fields, message, replyHint }: Props) {
  const lines = (texts: string[]) => texts.map((line, i) => <Fragment key={i}>{i > 0 && <br />}{line}</Fragment>);
  return (
    <MailLayout m={m} branding={branding} preview={m.text("contact.intro")}>
      <MailParagraph>{m.text("contact.intro")}</MailParagraph>
      <MailParagraph>{lines(fields)}</MailParagraph>
      <MailParagraph>{m.text("contact.message")}</MailParagraph>
      <MailParagraph>{lines(message.split(/\r?\n/))}</MailParagraph>
      <MailParagraph muted>{replyHint}</MailParagraph>
    </MailLayout>
  );
}

export const renderContact = ({ m, ...props }: Props): Promise<string> => renderMail("contact", m, props);
