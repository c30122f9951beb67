import { LOGIN_META, MESSAGES } from "@vyc/validators";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CookiePolicy } from "./session-cookie";

export const FLASH_COOKIE = "vyc_flash";

/** One-shot notices the server hands to the next page it serves, as a <meta> the page reads. */
const FLASHES = {
  "invalid-credentials": { meta: LOGIN_META.error, message: MESSAGES.invalidCredentials },
  "signed-out": { meta: LOGIN_META.success, message: "You have been signed out." },
} as const;

export type FlashKind = keyof typeof FLASHES;

export function setFlash(reply: FastifyReply, policy: CookiePolicy, kind: FlashKind): void {
  reply.setCookie(FLASH_COOKIE, kind, { httpOnly: true, sameSite: "lax", path: "/", secure: policy.secure, maxAge: 60 });
}

/** The pending notice, if any; reading it clears it. */
export function takeFlash(request: FastifyRequest, reply: FastifyReply, policy: CookiePolicy): { meta: string; message: string } | null {
  const kind = request.cookies[FLASH_COOKIE];
  if (kind === undefined) return null;
  reply.clearCookie(FLASH_COOKIE, { httpOnly: true, sameSite: "lax", path: "/", secure: policy.secure });
  return Object.hasOwn(FLASHES, kind) ? FLASHES[kind as FlashKind] : null;
}

const escapeAttribute = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The web app's index.html with a notice for the page (no inline script: the CSP forbids them). */
export function withMeta(html: string, meta: string, message: string): string {
  const tag = `<meta name="${escapeAttribute(meta)}" content="${escapeAttribute(message)}">`;
  return html.includes("</head>") ? html.replace("</head>", `${tag}\n</head>`) : `${tag}\n${html}`;
}
