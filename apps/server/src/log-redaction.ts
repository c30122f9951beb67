import type { IncomingHttpHeaders } from "node:http";
import { SITE_PATHS } from "@vyc/validators";

/** What the request log shows instead of a personal link's token. */
const REDACTED = "[redacted]";

const segmentsOf = (path: string): string[] => path.split("/").filter((segment) => segment !== "");

/** The pages opened from a personal link (password reset, guardian consent, waiting-list offer): their `$token` segment is a secret. */
const TOKEN_PAGES = SITE_PATHS.map(segmentsOf).filter((pattern) => pattern.includes("$token"));

/** A JSON member whose name holds "token", as in tRPC's `?input={"token":"…"}`. */
const JSON_TOKEN = /("[^"]*token[^"]*"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;

function redactPath(path: string): string {
  const parts = path.split("/");
  const segments = parts.flatMap((part, index) => (part === "" ? [] : [index]));
  const secret = new Set<number>();
  for (const pattern of TOKEN_PAGES) {
    const at = pattern.indexOf("$token");
    const matches = segments.length > at && pattern.slice(0, at).every((segment, i) => segment.startsWith("$") || segment === parts[segments[i] ?? -1]);
    if (matches) secret.add(segments[at] ?? -1);
  }
  return secret.size === 0 ? path : parts.map((part, index) => (secret.has(index) ? REDACTED : part)).join("/");
}

function redactQuery(query: string): string {
  if (!/token/i.test(decodeSafely(query))) return query;
  const params = new URLSearchParams(query);
  let changed = false;
  for (const [name, value] of [...params]) {
    const redacted = /token/i.test(name) ? REDACTED : value.replace(JSON_TOKEN, `$1"${REDACTED}"`);
    if (redacted === value) continue;
    params.set(name, redacted);
    changed = true;
  }
  return changed ? params.toString() : query;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

/**
 * A request URL as the log may keep it: the tokens of personal links (in a page's path, a query
 * parameter named after a token, or a token member of a JSON query value such as tRPC's input)
 * become "[redacted]".
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const redactedPath = redactPath(path);
  if (queryAt === -1) return redactedPath;
  return `${redactedPath}?${redactQuery(url.slice(queryAt + 1))}`;
}

interface LoggedRequest {
  method?: string | undefined;
  url?: string | undefined;
  headers?: IncomingHttpHeaders;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number | undefined } | null;
}

/** Fastify's request log entry, with the URL's tokens redacted. */
export function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    version: request.headers?.["accept-version"] as string | undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
