/** @jsxRuntime automatic */
import type { MailBranding } from "../mail/mail-branding";
import { MailLayout, type MailImage } from "../mail/mail-layout";
import { MailButton, MailParagraph } from "../mail/mail-parts";
import type { MailText } from "../mail/mail-text";
import { renderMail } from "../mail/render-mail";

/** A waiting-list offer: how many seats, until when, and the personal link that claims them. */
export function OfferEmail({ m, branding, image, values, url }: { m: MailText; branding: MailBranding; image: MailImage | null; values: Record<string, string>; url: string }) {
  return (
    <MailLayout m={m} branding={branding} image={image} preview={m.text("waitingOffer.subject", values)}>
      <MailParagraph>{m.text("waitingOffer.intro", values)}</MailParagraph>
      <MailButton href={url}>{m.text("waitingOffer.claimLink", values)}</MailButton>
      <MailParagraph>{m.text("waitingOffer.passOn", values)}</MailParagraph>
    </MailLayout>
  );
}

export const renderOffer = (m: MailText, branding: MailBranding, image: MailImage | null, values: Record<string, string>, url: string): Promise<string> =>
  renderMail("offer", m, { branding, image, values, url });
