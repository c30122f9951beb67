import { createI18n, DEFAULT_LOCALE, isLocale, type Locale } from "@vyc/i18n";

type Values = Record<string, string>;
type TFunction = ReturnType<ReturnType<typeof createI18n>["getFixedT"]>;

/** The texts of the e-mails in one language, each a key of the `mail` catalog. */
export interface MailText {
  locale: Locale;
  /** Plain text of a key. */
  text(key: string, values?: Values): string;
}

const translators = new Map<Locale, TFunction>();

function translator(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    t = createI18n(locale).getFixedT(locale, "mail");
    translators.set(locale, t);
  }
  return t;
}

/** The language to write to an account in: its chosen one, else English. */
export const mailLocale = (stored: string | null | undefined): Locale => (isLocale(stored) ? stored : DEFAULT_LOCALE);

export function mailText(locale: Locale): MailText {
  const t = translator(locale);
  return { locale, text: (key, values = {}) => t(key, values) };
}
