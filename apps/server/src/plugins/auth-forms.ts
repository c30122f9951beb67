import type { Services } from "@vyc/api";
import { endSession, logIn } from "@vyc/domain/auth";
import { DomainError, refusalOf } from "@vyc/domain/shared";
import { LOGIN_META, MESSAGES, sameSitePath, ZLoginForm, type Role } from "@vyc/validators";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { setFlash, takeFlash, withMeta } from "../auth/flash";
import { clearSessionCookie, setSessionCookie, type CookiePolicy } from "../auth/session-cookie";
import { SESSION_COOKIE } from "../context";

/** True when `url` (an Origin or a Referer) is this site: the public address, or the host the request was sent to. */
function isThisSite(url: string, request: FastifyRequest, publicUrl: string): boolean {
  try {
    const { origin, host } = new URL(url);
    return origin === new URL(publicUrl).origin || host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * A sign-in form posted from another site is refused (login CSRF). Only a positive sign of this
 * site lets it through: Sec-Fetch-Site "same-origin" (or "none": the user's own action), else, from
 * browsers without Fetch Metadata, an Origin naming this site (the pages' same-origin referrer
 * policy makes browsers send it), else a Referer on this site. `Origin: null` and a post with none
 * of these headers are refused.
 */
function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin" || site === "none";
  const from = request.headers.origin ?? request.headers.referer;
  return from !== undefined && isThisSite(from, request, publicUrl);
}

/** Where a sign-in without a target lands: staff and admins in the back office, buyers on the events. */
const landingOf = (role: Role): string => (role === "user" ? "/events" : "/admin");

const loginPage = (target: string): string => (target ? `/login?_target_path=${encodeURIComponent(target)}` : "/login");

/** A sign-in sent by a screen that stays where it is (the desk's), which reads the outcome as JSON instead of following a redirect. */
const wantsJson = (request: FastifyRequest): boolean => request.headers.accept?.includes("application/json") === true;

/**
 * The login form's POST /login (fields _username, _password, _target_path) and GET /logout, both
 * full-page navigations. Outcomes reach the page as server-injected <meta> notices; a sign-in that
 * asks for JSON gets the page to go to (`{ next }`), or the refusal with its code, instead.
 */
export async function registerAuthForms(app: FastifyInstance, services: Services, policy: CookiePolicy): Promise<void> {
  app.post("/login", async (request, reply) => {
    reply.header("cache-control", "no-store");
    if (!isSameOrigin(request, services.config.publicUrl)) return reply.code(403).send({ message: "Cross-site sign-in refused." });
    const form = ZLoginForm.safeParse(request.body ?? {});
    const fields = form.success ? form.data : { _username: "", _password: "", _target_path: "" };
    const target = sameSitePath(fields._target_path, services.config.publicUrl, "");
    try {
      const { user, token, expiresAt } = await logIn(services, fields._username, fields._password, request.ip);
      await endSession(services.db, request.cookies[SESSION_COOKIE]);
      setSessionCookie(reply, policy, token, expiresAt);
      const next = user.emailVerified ? target || landingOf(user.role) : `/account-verify/${encodeURIComponent(user.id)}`;
      return wantsJson(request) ? reply.send({ next }) : reply.redirect(next, 303);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      if (wantsJson(request)) {
        const refused = error.kind === "TOO_MANY_REQUESTS" ? error : new DomainError("UNAUTHORIZED", MESSAGES.invalidCredentials);
        return reply.code(refused.kind === "TOO_MANY_REQUESTS" ? 429 : 401).send({ message: refused.message, ...refusalOf(refused) });
      }
      if (error.kind === "TOO_MANY_REQUESTS") return tooManyAttempts(app, reply, error);
      setFlash(reply, policy, "invalid-credentials");
      return reply.redirect(loginPage(target), 303);
    }
  });

  app.get("/logout", async (request, reply) => {
    await endSession(services.db, request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply, policy);
    setFlash(reply, policy, "signed-out");
    return reply.header("cache-control", "no-store").redirect("/", 303);
  });

  /**
   * The next page served after a redirect carries the pending notice (a page rendered on the server
   * too), kept by no cache: the same page revalidated later must not show the notice again.
   */
  app.addHook("onSend", (request, reply, payload, done) => {
    const page = payload === app.indexHtml || String(reply.getHeader("content-type") ?? "").startsWith("text/html");
    const flash = request.method === "GET" && typeof payload === "string" && page ? takeFlash(request, reply, policy) : null;
    if (!flash || typeof payload !== "string") {
      done(null, payload);
      return;
    }
    reply.removeHeader("etag");
    void reply.header("cache-control", "no-store");
    done(null, withMeta(payload, flash.meta, flash.message));
  });
}

function tooManyAttempts(app: FastifyInstance, reply: FastifyReply, refused: DomainError) {
  return reply.code(429).type("text/html; charset=utf-8").header("cache-control", "no-store").send(withMeta(app.indexHtml, LOGIN_META.error, refused.message, refusalOf(refused)));
}
