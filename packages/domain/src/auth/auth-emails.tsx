/** @jsxRuntime automatic */
import type { MailBranding } from "../mail/mail-branding";
import { MailLayout } from "../mail/mail-layout";
import { MailButton, MailLink, MailParagraph } from "../mail/mail-parts";
import { MAIL_COLORS } from "../mail/mail-style";
import type { MailText } from "../mail/mail-text";
import { renderMail } from "../mail/render-mail";
import { richText } from "../mail/rich-text";

/** A new account's 6-digit code, large, and the link to the page that takes it. */
export function VerificationEmail({ m, branding, code, verifyUrl }: { m: MailText; branding: MailBranding; code: string; verifyUrl: string }) {
  return (
    <MailLayout m={m} branding={branding} preview={m.text("verification.code", { code })}>
      <MailParagraph>{m.text("verification.welcome")}</MailParagraph>
      <MailParagraph>
        {richText(m, "verification.code", {}, {
          code: (
            <strong className="mail-text" style={{ fontSize: 24, letterSpacing: "0.2em", color: MAIL_COLORS.light.text }}>
              {code}
            </strong>
          ),
        })}
      </MailParagraph>
      <MailParagraph>{richText(m, "verification.enterCode", {}, { url: <MailLink href={verifyUrl}>{verifyUrl}</MailLink> })}</MailParagraph>
      <MailParagraph muted>{m.text("verification.ignore")}</MailParagraph>
    </MailLayout>
  );
}

/** The single-use link to choose a new password. */
export function PasswordResetEmail({ m, branding, resetUrl }: { m: MailText; branding: MailBranding; resetUrl: string }) {
  return (
    <MailLayout m={m} branding={branding} preview={m.text("passwordReset.intro")}>
      <MailParagraph>{m.text("passwordReset.intro")}</MailParagraph>
      <MailButton href={resetUrl}>{m.text("passwordReset.chooseLink")}</MailButton>
      <MailParagraph muted>{m.text("passwordReset.expiry")}</MailParagraph>
    </MailLayout>
  );
}

export const renderVerification = (m: MailText, branding: MailBranding, code: string, verifyUrl: string): Promise<string> =>
  renderMail("verification", m, { branding, code, verifyUrl });

export const renderPasswordReset = (m: MailText, branding: MailBranding, resetUrl: string): Promise<string> =>
  renderMail("passwordReset", m, { branding, resetUrl });
