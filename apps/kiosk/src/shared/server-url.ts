export const DEFAULT_SERVER_URL = "http://localhost:3000";

/**
 * Normalises a server address typed by staff: http(s) only, no credentials, query or fragment,
 * no trailing slash (the API client appends "/trpc"). Returns null when it is not acceptable.
 */
export function normalizeServerUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (url.username || url.password || url.search || url.hash) return null;
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}`;
}

/** The origin part of a normalised server URL, for the Content-Security-Policy. */
export function serverOrigin(serverUrl: string): string {
  return new URL(serverUrl).origin;
}
