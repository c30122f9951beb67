import { serverOrigin } from "../shared/server-url";
import type { AppUrlMatcher } from "./navigation-guard";

export interface CspOptions {
  /** The configured event server (its origin is the only other place the renderer talks to). */
  serverUrl: string;
  /** electron-vite's dev server, when running `electron-vite dev` (React refresh needs an inline script). */
  devServerUrl?: string;
}

/**
 * The renderer's Content-Security-Policy. src/renderer/index.html carries a <meta> policy that
 * allows a superset of this one (any http/https server, since the server address is only known at
 * run time); the browser enforces both, so this header narrows connections to the real server.
 */
export function buildCsp({ serverUrl, devServerUrl }: CspOptions): string {
  const server = serverOrigin(serverUrl);
  const dev = devServerUrl ? new URL(devServerUrl) : null;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", server],
    "connect-src": dev ? ["'self'", server, `ws://${dev.host}`] : ["'self'", server],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`)
    .join("; ");
}

type ResponseHeaders = Record<string, string[]>;

/** The part of Electron's Session used here (session.defaultSession satisfies it). */
export interface HeadersSession {
  webRequest: {
    onHeadersReceived(
      listener: (
        details: { url: string; responseHeaders?: ResponseHeaders },
        callback: (response: { responseHeaders?: Record<string, string | string[]> }) => void,
      ) => void,
    ): void;
  };
}

/**
 * Sends the policy as a response header on the renderer's own documents (the dev server in
 * development). Pages loaded from file:// get no response headers, so there the <meta> policy
 * in index.html is what applies.
 */
export function applyCsp(session: HeadersSession, isAppUrl: AppUrlMatcher, policy: () => string): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    if (!isAppUrl(details.url)) {
      callback({});
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(details.responseHeaders ?? {}).filter(([name]) => name.toLowerCase() !== "content-security-policy"),
    );
    callback({ responseHeaders: { ...headers, "Content-Security-Policy": [policy()] } });
  });
}
