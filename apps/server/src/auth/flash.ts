import { AUTH_MESSAGES } from "@vyc/domain/auth";
import { refusalOfMessage } from "@vyc/domain/shared";
import { LOGIN_META, MESSAGES, noticeReasonMeta, type Refusal } from "@vyc/validators";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CookiePolicy } from "./session-cookie";

const FLASH_COOKIE = "vyc_flash";

/** One-shot notices the server hands to the next page it serves, as a <meta> the page reads. */
const FLASHES = {
  "invalid-credentials": { meta: LOGIN_META.error, message: MESSAGES.invalidCredentials },
  "signed-out": { meta: LOGIN_META.success, message: AUTH_MESSAGES.signedOut },
} as const;

export type FlashKind = keyof typeof FLASHES;

export function setFlash(reply: FastifyReply, policy: CookiePolicy, kind: FlashKind): void {
  reply.setCookie(FLASH_COOKIE, kind, { httpOnly: true, sameSite: "lax", path: "/", secure: policy.secure, maxAge: 60 });
}

/** Whether a notice waits for the next page. */
export const hasFlash = (request: FastifyRequest): boolean => request.cookies[FLASH_COOKIE] !== undefined;

/** The pending notice, if any; reading it clears it. */
export function takeFlash(request: FastifyRequest, reply: FastifyReply, policy: CookiePolicy): { meta: string; message: string } | null {
  const kind = request.cookies[FLASH_COOKIE];
  if (kind === undefined) return null;
  reply.clearCookie(FLASH_COOKIE, { httpOnly: true, sameSite: "lax", path: "/", secure: policy.secure });
  return Object.hasOwn(FLASHES, kind) ? FLASHES[kind as FlashKind] : null;
}

const escapeAttribute = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * The web app's index.html with a notice for the page (no inline script: the CSP forbids them): its
 * English text, and its code and values (see Refusal) when it has some, for the page to show it in
 * its language.
 */
export function withMeta(html: string, meta: string, message: string, refusal: Refusal | null = refusalOfMessage(message)): string {
  const code = refusal ? `\n<meta name="${escapeAttribute(noticeReasonMeta(meta))}" content="${escapeAttribute(JSON.stringify({ reason: refusal.reason, params: refusal.params ?? {} }))}">` : "";
  const tag = `<meta name="${escapeAttribute(meta)}" content="${escapeAttribute(message)}">${code}`;
  return html.includes("</head>") ? html.replace("</head>", `${tag}\n</head>`) : `${tag}\n${html}`;
}
