import { formatDateRange, formatDateTime, type Locale } from "@vyc/i18n";
import type { TPublicEventOutput } from "@vyc/validators";
import { escapeHtml } from "./html";

const DESCRIPTION_MAX = 200;
/** The site's own picture for an event that has none. */
const FALLBACK_IMAGE = "/images/hero.svg";
const OG_LOCALE: Record<Locale, string> = { en: "en_US", vi: "vi_VN" };

const shorten = (text: string): string => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
};

/** When the event happens, read at its place: an online event by its start time, others by their days. */
const eventWhen = (event: TPublicEventOutput, locale: Locale): string =>
  event.isOnline ? formatDateTime(event.dateStart, locale, event.timeZone) : formatDateRange(event.dateStart, event.dateEnd, locale, event.timeZone);

export interface EventMeta {
  /** The event's name in the page's language. */
  name: string;
  /** Tags for the page's head: description, canonical address, Open Graph and Twitter card. */
  head: string;
}

/**
 * What a shared link of the event previews (Open Graph, Twitter card): its name, dates, place and
 * description in the visitor's language, its first picture and its address, all absolute from
 * PUBLIC_URL. Every value is escaped, so an event's text cannot leave its attribute.
 */
export function eventMeta(event: TPublicEventOutput, locale: Locale, publicUrl: string, siteName: string): EventMeta {
  const vietnamese = locale === "vi";
  const name = (vietnamese && event.nameVi) || event.name;
  const description = shorten(`${eventWhen(event, locale)} · ${event.place}. ${(vietnamese && event.descriptionVi) || event.description}`);
  const url = new URL(`/events/${event.id}`, publicUrl).href;
  const image = new URL(event.images[0] ?? FALLBACK_IMAGE, publicUrl).href;
  const tags: Array<[attribute: "name" | "property", key: string, value: string]> = [
    ["name", "description", description],
    ["property", "og:type", "website"],
    ["property", "og:site_name", siteName],
    ["property", "og:locale", OG_LOCALE[locale]],
    ["property", "og:title", name],
    ["property", "og:description", description],
    ["property", "og:url", url],
    ["property", "og:image", image],
    ["property", "og:image:alt", name],
    ["property", "event:start_time", event.dateStart],
    ["property", "event:end_time", event.dateEnd],
    ["name", "twitter:card", "summary_large_image"],
    ["name", "twitter:title", name],
    ["name", "twitter:description", description],
    ["name", "twitter:image", image],
  ];
  const head = [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`),
  ].join("");
  return { name, head };
}
