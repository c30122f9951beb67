import { DEFAULT_LOCALE, type Locale } from "@vyc/i18n";

/** Text for HTML content or a quoted attribute value: nothing in it can end the element or the attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface PageParts {
  /** The page's `<title>` text. */
  title: string;
  /** More tags for `<head>` (already escaped). */
  head?: string;
  /** What `#root` shows before the app starts (already escaped); the app replaces it. */
  body?: string;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;
const ROOT = '<div id="root"></div>';

/**
 * The built index.html as a template: its title (and description, when the page brings its own)
 * replaced, tags added to the head, and content in the app's root element for visitors and link
 * previews that read the HTML without running the app.
 */
export function pageTemplate(indexHtml: string): (parts: PageParts) => string {
  return ({ title, head = "", body = "" }) => {
    const titleTag = `<title>${escapeHtml(title)}</title>`;
    let html = TITLE.test(indexHtml) ? indexHtml.replace(TITLE, () => titleTag) : indexHtml.replace("</head>", () => `${titleTag}</head>`);
    if (head.includes('name="description"')) html = html.replace(DESCRIPTION, "");
    html = html.replace("</head>", () => `${head}</head>`);
    return body ? html.replace(ROOT, () => `<div id="root">${body}</div>`) : html;
  };
}

const SOURCE_LANG = `<html lang="${DEFAULT_LOCALE}">`;

/** The page's HTML with `<html lang>` naming `locale`. */
export const pageInLanguage = (html: string, locale: Locale): string => (locale === DEFAULT_LOCALE ? html : html.replace(SOURCE_LANG, `<html lang="${locale}">`));
