import { catalogText, DEFAULT_LOCALE, isLocale, type Locale } from "@vyc/i18n";

type Values = Record<string, string>;

/** The texts of the e-mails in one language, each a key of the `mail` catalog. */
export interface MailText {
  locale: Locale;
  /** Plain text of a key. */
  text(key: string, values?: Values): string;
}

/** The language to write to an account in: its chosen one, else English. */
export const mailLocale = (stored: string | null | undefined): Locale => (isLocale(stored) ? stored : DEFAULT_LOCALE);

export const mailText = (locale: Locale): MailText => ({ locale, text: catalogText(locale, "mail") });
