/** The languages the product speaks; English is the source language and the fallback. */
export const LOCALES = ["en", "vi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie holding the language chosen with the switch in a browser, for the server to serve pages in it. */
export const LOCALE_COOKIE = "vyc_locale";

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALES as readonly string[]).includes(value);

/** The first supported language of a preference list (`navigator.languages`, or an Accept-Language header's tags). */
export function pickLocale(preferred: readonly string[] | string | null | undefined): Locale {
  const tags = typeof preferred === "string" ? parseAcceptLanguage(preferred) : (preferred ?? []);
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split("-")[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

function parseAcceptLanguage(header: string): string[] {
  return header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag);
}
