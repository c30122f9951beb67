/** @jsxRuntime automatic */
import type { MailBranding } from "../mail/mail-branding";
import { MailLayout } from "../mail/mail-layout";
import { MailButton, MailParagraph } from "../mail/mail-parts";
import type { MailText } from "../mail/mail-text";
import { renderMail } from "../mail/render-mail";

export interface GuardianConsentContent {
  /** The values of the texts: guardian, firstName, lastName, event, dates. */
  values: Record<string, string>;
  reminder: boolean;
  url: string;
  /** The closing line: the link is personal, and whom to tell otherwise. */
  personal: string;
}

/** A guardian's personal link to read the waiver and consent (or the reminder of it). */
export function GuardianConsentEmail({ m, branding, content }: { m: MailText; branding: MailBranding; content: GuardianConsentContent }) {
  return (
    <MailLayout m={m} branding={branding} preview={m.text("guardianConsent.registered", content.values)}>
      <MailParagraph>{m.text("guardianConsent.greeting", content.values)}</MailParagraph>
      {content.reminder && <MailParagraph>{m.text("guardianConsent.reminder")}</MailParagraph>}
      <MailParagraph>{m.text("guardianConsent.registered", content.values)}</MailParagraph>
      <MailButton href={content.url}>{m.text("guardianConsent.confirmLink")}</MailButton>
      <MailParagraph muted>{content.personal}</MailParagraph>
    </MailLayout>
  );
}

export const renderGuardianConsent = (m: MailText, branding: MailBranding, content: GuardianConsentContent): Promise<string> =>
  renderMail("guardianConsent", m, { branding, content });
