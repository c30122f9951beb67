import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Services } from "@vyc/api";
import { eventsNotExpired, publicEvents, type PublicEventsSnapshot } from "@vyc/domain/events";
import { catalogText, LOCALES, type Locale } from "@vyc/i18n";
import { isSitePath } from "@vyc/validators";
import { eventMeta } from "./event-meta";
import { escapeHtml, pageInLanguage, pageTemplate } from "./html";
import type { PageData, RenderPage } from "./page-renderer";

/** A page's HTML compressed once, for browsers that accept either encoding. */
interface EncodedPage {
  br: Buffer;
  gzip: Buffer;
}

export interface PageAnswer {
  status: 200 | 404;
  html: string;
  /** Set on pages rendered on the server: the same tag means the same HTML. */
  etag?: string;
  /** Set on pages rendered on the server: the HTML compressed as it was built. */
  encoded?: EncodedPage;
}

const EVENT_PAGE = /^\/events\/([^/]+)\/?$/;
/** The pages that show the upcoming events, rendered on the server when the build can. */
const LIST_PAGES = new Set(["/", "/events", "/events/"]);

interface PageTexts {
  site: string;
  /** The site's own title (the home page's). */
  siteTitle: string;
  events: string;
  page: (page: string) => string;
  notFound: { title: string; text: string; home: string; events: string };
}

function pageTexts(locale: Locale): PageTexts {
  const t = catalogText(locale, "common");
  return {
    site: t("header.brandName"),
    siteTitle: t("titles.site"),
    events: t("titles.events"),
    page: (page) => t("titles.page", { page }),
    notFound: { title: t("layout.notFoundTitle"), text: t("layout.notFoundText"), home: t("layout.notFoundHome"), events: t("layout.notFoundEvents") },
  };
}

const perLocale = <T>(make: (locale: Locale) => T): Record<Locale, T> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, T>;

interface RenderedAnswer {
  html: string;
  etag: string;
  encoded: EncodedPage;
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Brotli and gzip of a page, at levels that take a millisecond or two for a page of some 25 KB (off the main thread). */
async function encodePage(html: string): Promise<EncodedPage> {
  const [br, gzipped] = await Promise.all([brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }), gz(html, { level: 6 })]);
  return { br, gzip: gzipped };
}

/**
 * The HTML the server sends for a page URL (path and query): the app's page (200) for its routes,
 * with the event's title and link preview tags on /events/{id}; a page that says it was not found
 * and links home and to the events (404) for any other path and for an event that is not
 * published. With the web build's renderer, `/`, `/events` and `/events/{id}` come rendered, with
 * the data the browser starts from and an ETag. Pages are built once per public snapshot and language.
 */
export function sitePages(
  indexHtml: string,
  services: Pick<Services, "db" | "clock" | "config">,
  renderPage: RenderPage | null,
): (url: string, locale: Locale) => Promise<PageAnswer> {
  const render = pageTemplate(indexHtml);
  const texts = perLocale(pageTexts);
  const notFound = perLocale((locale) => {
    const { page, notFound: text } = texts[locale];
    const body =
      `<main class="container page"><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.text)}</p><p class="not-found-links">` +
      `<a class="btn btn-primary" href="/">${escapeHtml(text.home)}</a> <a class="btn btn-ghost" href="/events">${escapeHtml(text.events)}</a></p></main>`;
    return render({ title: page(text.title), head: '<meta name="robots" content="noindex">', body });
  });

  const built = new WeakMap<PublicEventsSnapshot, Map<string, Promise<RenderedAnswer>>>();
  /** The page of `url` in `locale` under this snapshot, built once (concurrent requests share the build) and compressed. */
  const once = (snapshot: PublicEventsSnapshot, url: string, locale: Locale, build: () => Promise<string>): Promise<RenderedAnswer> => {
    const key = `${url}\0${locale}`;
    let pages = built.get(snapshot);
    if (!pages) built.set(snapshot, (pages = new Map<string, Promise<RenderedAnswer>>()));
    let page = pages.get(key);
    if (!page) {
      page = build().then(async (source) => {
        const html = pageInLanguage(source, locale);
        return { html, etag: `"${createHash("sha1").update(key).update(html).digest("base64url")}"`, encoded: await encodePage(html) };
      });
      pages.set(key, page);
      page.catch(() => pages.delete(key));
    }
    return page;
  };

  const rendered = async (url: string, locale: Locale, data: PageData, parts: { title: string; head?: string }): Promise<string> => {
    if (!renderPage) return render(parts);
    const page = await renderPage(url, locale, data);
    return render({ title: parts.title, head: `${parts.head ?? ""}${page.head}`, body: page.body });
  };

  return async (url, locale) => {
    const [pathname = "/", query = ""] = url.split("?", 2);
    if (!isSitePath(pathname)) return { status: 404, html: notFound[locale] };
    const eventId = EVENT_PAGE.exec(pathname)?.[1];
    if (eventId === undefined && !(renderPage && LIST_PAGES.has(pathname))) return { status: 200, html: indexHtml };
    const now = services.clock.now();
    const snapshot = await publicEvents(services.db).snapshot(now);
    if (eventId === undefined) {
      const title = pathname === "/" ? texts[locale].siteTitle : texts[locale].page(texts[locale].events);
      const page = await once(snapshot, url, locale, () => rendered(url, locale, { events: eventsNotExpired(snapshot, now) }, { title }));
      return { status: 200, ...page };
    }
    const event = /^\d{1,9}$/.test(eventId) ? snapshot.byId.get(Number(eventId)) : undefined;
    if (!event) return { status: 404, html: notFound[locale] };
    const meta = eventMeta(event, locale, services.config.publicUrl, texts[locale].site);
    const parts = { title: texts[locale].page(meta.name), head: meta.head };
    // Staff previewing an event see the draft's data, which only the browser asks for.
    const preview = new URLSearchParams(query).has("preview");
    const page = await once(snapshot, preview ? pathname : url, locale, () => (preview ? Promise.resolve(render(parts)) : rendered(url, locale, { event }, parts)));
    return { status: 200, ...page };
  };
}
