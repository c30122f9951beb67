/** @jsxRuntime automatic */
import type { MailBranding } from "../mail/mail-branding";
import { MailLayout } from "../mail/mail-layout";
import { MailHeading, MailParagraph } from "../mail/mail-parts";
import type { MailText } from "../mail/mail-text";
import { renderMail } from "../mail/render-mail";

interface Props {
  m: MailText;
  branding: MailBranding;
  subject: string;
  /** The mail's paragraphs, catalog texts each. */
  lines: string[];
}

/** What a refund gave back, to the buyer; for a cancelled event it opens with the cancellation. */
export function RefundEmail({ m, branding, subject, lines }: Props) {
  return (
    <MailLayout m={m} branding={branding} preview={lines[0] ?? subject}>
      <MailHeading>{subject}</MailHeading>
      {lines.map((line, i) => (
        <MailParagraph key={i}>{line}</MailParagraph>
      ))}
    </MailLayout>
  );
}

/** A cancelled event's notice to an attendee who did not buy the ticket. */
export function CancellationNoticeEmail({ m, branding, subject, lines }: Props) {
  return (
    <MailLayout m={m} branding={branding} preview={lines[0] ?? subject}>
      <MailHeading>{subject}</MailHeading>
      {lines.map((line, i) => (
        <MailParagraph key={i} muted={i === lines.length - 1}>
          {line}
        </MailParagraph>
      ))}
    </MailLayout>
  );
}

export const renderRefund = ({ m, ...props }: Props): Promise<string> => renderMail("refund", m, props);
export const renderCancellationNotice = ({ m, ...props }: Props): Promise<string> => renderMail("cancellationNotice", m, props);
