/** @jsxRuntime automatic */
import { Body, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import type { MailBranding } from "./mail-branding";
import type { MailText } from "./mail-text";
import { MAIL_COLORS, MAIL_FONT } from "./mail-style";

/**
 * Dark mode: clients that follow the reader's scheme (Apple Mail, iOS, Outlook for Mac) take the
 * dark palette; Outlook.com marks its dark mode with data-ogsc. Every colour is also set inline,
 * so clients that invert colours themselves (Gmail) start from explicit, contrasting ones.
 */
const SCHEME_STYLE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-page { background-color: ${MAIL_COLORS.dark.page} !important; }
  .mail-card { background-color: ${MAIL_COLORS.dark.card} !important; border-color: ${MAIL_COLORS.dark.border} !important; }
  .mail-text { color: ${MAIL_COLORS.dark.text} !important; }
  .mail-muted { color: ${MAIL_COLORS.dark.muted} !important; }
  .mail-link { color: ${MAIL_COLORS.dark.link} !important; }
}
[data-ogsc] .mail-text { color: ${MAIL_COLORS.dark.text} !important; }
[data-ogsc] .mail-muted { color: ${MAIL_COLORS.dark.muted} !important; }
[data-ogsc] .mail-link { color: ${MAIL_COLORS.dark.link} !important; }
`;

export interface MailImage {
  src: string;
  alt: string;
}

interface Props {
  m: MailText;
  branding: MailBranding;
  /** The line mail clients show beside the subject in the inbox. */
  preview: string;
  /** The event's image, shown under the organiser's logo; none for mails about no event. */
  image?: MailImage | null;
  children: ReactNode;
}

/** The frame of every e-mail: the organiser's logo or name, the event image, the content, and who sent it. */
export function MailLayout({ m, branding, preview, image, children }: Props) {
  const organiser = branding.organiserName || m.text("layout.siteName");
  return (
    <Html lang={m.locale}>
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{SCHEME_STYLE}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="mail-page" style={{ margin: 0, padding: "24px 0", backgroundColor: MAIL_COLORS.light.page, fontFamily: MAIL_FONT }}>
        <Container className="mail-card" style={{ maxWidth: 600, width: "100%", backgroundColor: MAIL_COLORS.light.card, border: `1px solid ${MAIL_COLORS.light.border}`, borderRadius: 8 }}>
          <Section style={{ padding: "20px 24px 8px" }}>
            {branding.logoUrl ? (
              <Img src={branding.logoUrl} alt={organiser} height={48} style={{ height: 48, width: "auto", maxWidth: 240 }} />
            ) : (
              <Text className="mail-text" style={{ margin: 0, fontSize: 18, fontWeight: 700, color: MAIL_COLORS.light.text }}>
                {organiser}
              </Text>
            )}
          </Section>
          {image && <Img src={image.src} alt={image.alt} width={600} style={{ display: "block", width: "100%", maxWidth: 600, height: "auto" }} />}
          <Section style={{ padding: "8px 24px 16px" }}>{children}</Section>
          <Hr style={{ borderColor: MAIL_COLORS.light.border, margin: 0 }} />
          <Section style={{ padding: "12px 24px 20px" }}>
            <Text className="mail-muted" style={{ margin: 0, fontSize: 13, lineHeight: "20px", color: MAIL_COLORS.light.muted }}>
              {m.text("layout.sentBy", { organiser })}
              {branding.organiserEmail && (
                <>
                  {" · "}
                  <Link className="mail-link" href={`mailto:${branding.organiserEmail}`} style={{ color: MAIL_COLORS.light.link }}>
                    {branding.organiserEmail}
                  </Link>
                </>
              )}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
