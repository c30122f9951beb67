/** @jsxRuntime automatic */
import { Button, Heading, Link, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { MAIL_COLORS } from "./mail-style";

/** The mail's title. */
export function MailHeading({ children, level = 1 }: { children: ReactNode; level?: 1 | 2 }) {
  return (
    <Heading as={level === 1 ? "h1" : "h2"} className="mail-text" style={{ margin: "16px 0 8px", fontSize: level === 1 ? 22 : 17, lineHeight: 1.3, color: MAIL_COLORS.light.text }}>
      {children}
    </Heading>
  );
}

/** A paragraph of the mail's text. */
export function MailParagraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <Text className={muted ? "mail-muted" : "mail-text"} style={{ margin: "12px 0", fontSize: muted ? 14 : 16, lineHeight: "24px", color: muted ? MAIL_COLORS.light.muted : MAIL_COLORS.light.text }}>
      {children}
    </Text>
  );
}

/** A link inside the text. */
export function MailLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link className="mail-link" href={href} style={{ color: MAIL_COLORS.light.link, textDecoration: "underline" }}>
      {children}
    </Link>
  );
}

/** The mail's one action, as a button (its colours read on light and dark backgrounds alike). */
export function MailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button href={href} style={{ display: "inline-block", margin: "8px 0 12px", padding: "12px 20px", borderRadius: 6, backgroundColor: MAIL_COLORS.light.button, color: MAIL_COLORS.light.buttonText, fontSize: 16, fontWeight: 700, textDecoration: "none" }}>
      {children}
    </Button>
  );
}
