/** @jsxRuntime automatic */
import { Fragment } from "react";
import type { MailBranding } from "../mail/mail-branding";
import { MailLayout, type MailImage } from "../mail/mail-layout";
import { MailHeading, MailParagraph } from "../mail/mail-parts";
import type { MailText } from "../mail/mail-text";
import { renderMail } from "../mail/render-mail";

export interface AttendeeMessageContent {
  subject: string;
  /** What staff wrote: paragraphs apart by a blank line, lines kept. */
  body: string;
  /** Why the reader receives it (the event and its dates). */
  footer: string;
}

/** The paragraphs of a text staff wrote: apart where a blank line stands, each with its lines. */
export const paragraphsOf = (body: string): string[][] =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.split(/\r?\n/))
    .filter((lines) => lines.some((line) => line.trim() !== ""));

/** Staff's message to the ticket holders of an event, as they wrote it (shown as text, never as markup). */
export function AttendeeMessageEmail({ m, branding, image, content }: { m: MailText; branding: MailBranding; image: MailImage | null; content: AttendeeMessageContent }) {
  const paragraphs = paragraphsOf(content.body);
  return (
    <MailLayout m={m} branding={branding} image={image} preview={paragraphs[0]?.join(" ") ?? content.subject}>
      <MailHeading>{content.subject}</MailHeading>
      {paragraphs.map((lines, i) => (
        <MailParagraph key={i}>
          {lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </MailParagraph>
      ))}
      <MailParagraph muted>{content.footer}</MailParagraph>
    </MailLayout>
  );
}

export const renderAttendeeMessage = (m: MailText, branding: MailBranding, image: MailImage | null, content: AttendeeMessageContent): Promise<string> =>
  renderMail("attendeeMessage", m, { branding, image, content });
