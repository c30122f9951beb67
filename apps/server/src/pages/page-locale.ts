import type { Services } from "@vyc/api";
import { findUserLocale } from "@vyc/domain/account";
import { findSessionUser } from "@vyc/domain/auth";
import { pickLocale, type Locale } from "@vyc/i18n";
import type { FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../context";

/**
 * The language a page is served in: the signed-in account's (so the browser, which follows the
 * account once it knows the session, takes the page over as it was rendered), else the browser's
 * preferred one (Accept-Language). Visitors without a session cookie cost no lookup.
 */
export async function pageLocale(services: Pick<Services, "db" | "clock">, request: FastifyRequest): Promise<Locale> {
  const token = request.cookies[SESSION_COOKIE];
  const user = token ? await findSessionUser(services.db, token, "web", services.clock.now()) : null;
  const account = user ? await findUserLocale(services.db, user.id) : null;
  return account ?? pickLocale(request.headers["accept-language"]);
}
