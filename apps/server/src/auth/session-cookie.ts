import { LIMITS } from "@vyc/validators";
import type { FastifyReply } from "fastify";
import { SESSION_COOKIE } from "../context";

export interface CookiePolicy {
  /** Secure when the public address is https or COOKIE_SECURE=true. */
  secure: boolean;
}

export const cookiePolicy = (publicUrl: string, cookieSecure: boolean | undefined): CookiePolicy => ({
  secure: cookieSecure ?? publicUrl.startsWith("https:"),
});

/** HttpOnly, SameSite=Lax, whole site, at most one hour (the privacy policy's promise). */
export function setSessionCookie(reply: FastifyReply, policy: CookiePolicy, token: string, expiresAt: Date): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: policy.secure,
    expires: expiresAt,
    maxAge: Math.floor(LIMITS.sessionLifetimeMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, policy: CookiePolicy): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", path: "/", secure: policy.secure });
}
