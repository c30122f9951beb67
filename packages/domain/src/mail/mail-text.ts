import { createI18n, DEFAULT_LOCALE, isLocale, type Locale } from "@vyc/i18n";
import { escapeHtml } from "./escape-html";

type Values = Record<string, string>;
type TFunction = ReturnType<ReturnType<typeof createI18n>["getFixedT"]>;

/** The texts of the e-mails in one language, each a key of the `mail` catalog. */
export interface MailText {
  locale: Locale;
  /** Plain text of a key. */
  text(key: string, values?: Values): string;
  /** The same text made safe for HTML; `html` values are inserted as given (links, markup). */
  html(key: string, values?: Values, html?: Values): string;
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
  const text = (key: string, values: Values = {}): string => t(key, values);
  return {
    locale,
    text,
    html(key, values = {}, html = {}) {
      const names = Object.keys(html);
      const marked = text(key, { ...values, ...Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE000`])) });
      return escapeHtml(marked).replace(/\uE000(\d+)\uE000/g, (_, i: string) => html[names[Number(i)] ?? ""] ?? "");
    },
  };
}
