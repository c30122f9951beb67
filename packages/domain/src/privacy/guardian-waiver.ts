import { createHash } from "node:crypto";
import { catalogText, LOCALES, type Locale } from "@vyc/i18n";

export interface GuardianWaiver {
  locale: Locale;
  title: string;
  paragraphs: string[];
  /** SHA-256 of the text as shown, recorded with the consent. */
  hash: string;
}

const PARAGRAPHS = ["p1", "p2", "p3", "p4", "p5", "p6", "p7"] as const;

/**
 * The guardian's own waiver, in one language, as the consent page shows it: written to the parent or
 * guardian of the one minor the link is for (the registration form's parent/guardian waiver, with its
 * clause for registrations without minors, stays the form's).
 */
export function guardianWaiver(locale: Locale): GuardianWaiver {
  const t = catalogText(locale, "registration");
  const title = t("guardianWaiver.title");
  const paragraphs = PARAGRAPHS.map((p) => t(`guardianWaiver.${p}`));
  const hash = createHash("sha256").update(JSON.stringify({ title, paragraphs })).digest("hex");
  return { locale, title, paragraphs, hash };
}

/** The waiver (of any language) whose text has this hash, or null when the text changed since. */
export const waiverWithHash = (hash: string): GuardianWaiver | null => LOCALES.map(guardianWaiver).find((w) => w.hash === hash) ?? null;
