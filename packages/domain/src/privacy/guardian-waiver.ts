import { createHash } from "node:crypto";
import { createI18n, LOCALES, type Locale } from "@vyc/i18n";

export interface GuardianWaiver {
  locale: Locale;
  title: string;
  paragraphs: string[];
  /** SHA-256 of the text as shown, recorded with the consent. */
  hash: string;
}

const PARAGRAPHS = ["p1", "p2", "p3", "p4", "p5", "p6", "p7"] as const;

/** The parent/guardian waiver of the registration form, in one language, as the consent page shows it. */
export function guardianWaiver(locale: Locale): GuardianWaiver {
  const t = createI18n(locale).getFixedT(locale, "registration");
  const title = t("waivers.guardian.title");
  const paragraphs = PARAGRAPHS.map((p) => t(`waivers.guardian.${p}`));
  const hash = createHash("sha256").update(JSON.stringify({ title, paragraphs })).digest("hex");
  return { locale, title, paragraphs, hash };
}

/** The waiver (of any language) whose text has this hash, or null when the text changed since. */
export const waiverWithHash = (hash: string): GuardianWaiver | null => LOCALES.map(guardianWaiver).find((w) => w.hash === hash) ?? null;
