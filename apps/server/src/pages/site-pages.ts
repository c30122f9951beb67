import type { Services } from "@vyc/api";
import { publicEvents, type PublicEventsSnapshot } from "@vyc/domain/events";
import { createI18n, LOCALES, type Locale } from "@vyc/i18n";
import { isSitePath } from "@vyc/validators";
import { eventMeta } from "./event-meta";
import { escapeHtml, pageTemplate } from "./html";

export interface PageAnswer {
  status: 200 | 404;
  html: string;
}

const EVENT_PAGE = /^\/events\/([^/]+)\/?$/;

interface PageTexts {
  site: string;
  page: (page: string) => string;
  notFound: { title: string; text: string; home: string; events: string };
}

function pageTexts(locale: Locale): PageTexts {
  const t = createI18n(locale).getFixedT(locale, "common");
  return {
    site: t("header.brandName"),
    page: (page) => t("titles.page", { page }),
    notFound: { title: t("layout.notFoundTitle"), text: t("layout.notFoundText"), home: t("layout.notFoundHome"), events: t("layout.notFoundEvents") },
  };
}

const perLocale = <T>(make: (locale: Locale) => T): Record<Locale, T> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;

/**
 * The HTML the server sends for a page path, before the app runs in the browser: the app's page
 * (200) for its routes, with the event's title and link preview tags on /events/{id}; a page that
 * says it was not found and links home and to the events (404) for any other path and for an
 * event that is not published. Event pages are built once per public snapshot and language.
 */
export function sitePages(indexHtml: string, services: Pick<Services, "db" | "clock" | "config">): (pathname: string, locale: Locale) => Promise<PageAnswer> {
  const render = pageTemplate(indexHtml);
  const texts = perLocale(pageTexts);
  const notFound = perLocale((locale) => {
    const { page, notFound: text } = texts[locale];
    const body =
      `<main class="container page"><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.text)}</p><p class="not-found-links">` +
      `<a class="btn btn-primary" href="/">${escapeHtml(text.home)}</a> <a class="btn btn-ghost" href="/events">${escapeHtml(text.events)}</a></p></main>`;
    return render({ title: page(text.title), head: '<meta name="robots" content="noindex">', body });
  });

  const built = new WeakMap<PublicEventsSnapshot, Map<string, string>>();
  const eventPage = (snapshot: PublicEventsSnapshot, id: number, locale: Locale): string | null => {
    const event = snapshot.byId.get(id);
    if (!event) return null;
    let pages = built.get(snapshot);
    if (!pages) built.set(snapshot, (pages = new Map<string, string>()));
    const key = `${id}:${locale}`;
    let html = pages.get(key);
    if (html === undefined) {
      const meta = eventMeta(event, locale, services.config.publicUrl, texts[locale].site);
      html = render({ title: texts[locale].page(meta.name), head: meta.head });
      pages.set(key, html);
    }
    return html;
  };

  return async (pathname, locale) => {
    if (!isSitePath(pathname)) return { status: 404, html: notFound[locale] };
    const eventId = EVENT_PAGE.exec(pathname)?.[1];
    if (eventId === undefined) return { status: 200, html: indexHtml };
    const snapshot = await publicEvents(services.db).snapshot(services.clock.now());
    const html = /^\d{1,9}$/.test(eventId) ? eventPage(snapshot, Number(eventId), locale) : null;
    return html === null ? { status: 404, html: notFound[locale] } : { status: 200, html };
  };
}
