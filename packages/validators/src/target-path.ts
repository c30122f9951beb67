/** A target as typed in a link or a form: visible ASCII only, and never a backslash (browsers read it as a slash). */
const VISIBLE_ASCII = /^[\x21-\x5b\x5d-\x7e]+$/;
/** Once percent-decoded, a target still may not hold control characters (C0, DEL, C1) or backslashes. */
const hasControlOrBackslash = (text: string): boolean =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || c === "\\";
  });

/** True when `path` is a path that a browser, reading it as a Location header, resolves to the site itself. */
function landsOnSite(path: string, site: URL): boolean {
  if (!path.startsWith("/")) return false;
  try {
    return new URL(path, site).origin === site.origin;
  } catch {
    return false;
  }
}

function decoded(target: string): string | null {
  try {
    return decodeURIComponent(target);
  } catch {
    return null;
  }
}

/**
 * Where to go after signing in: `target` when it is a path on the site at `siteUrl`, else `fallback`.
 * The target is resolved against the site with the WHATWG URL parser, as browsers resolve a
 * Location header, and kept only when it has the site's origin, in its raw and in its
 * percent-decoded form. The answer is the resolved path, checked again, so what the browser
 * follows is what was checked.
 */
export function sameSitePath(target: string | undefined | null, siteUrl: string, fallback = "/events"): string {
  if (!target || !VISIBLE_ASCII.test(target)) return fallback;
  const plain = decoded(target);
  if (plain === null || hasControlOrBackslash(plain)) return fallback;
  const site = new URL(siteUrl);
  if (!landsOnSite(target, site) || !landsOnSite(plain, site)) return fallback;
  const resolved = new URL(target, site);
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return landsOnSite(path, site) ? path : fallback;
}
