import type { Services } from "@vyc/api";
import { findUserLocale } from "@vyc/domain/account";
import { findSessionUser } from "@vyc/domain/auth";
import { isLocale, LOCALE_COOKIE, pickLocale, type Locale } from "@vyc/i18n";
import type { FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "../context";

/**
 * The language a page is served in, the one the browser's app will show, so that it takes the page
 * over as it was rendered: the one chosen with the switch in this browser (its cookie), else the
 * signed-in account's, else the browser's preferred one (Accept-Language). Only a signed-in visitor
 * without a chosen language costs a lookup.
 */
export async function pageLocale(services: Pick<Services, "db" | "clock">, request: FastifyRequest): Promise<Locale> {
  const chosen = request.cookies[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  const token = request.cookies[SESSION_COOKIE];
  const user = token ? await findSessionUser(services.db, token, "web", services.clock.now()) : null;
  const account = user ? await findUserLocale(services.db, user.id) : null;
  return account ?? pickLocale(request.headers["accept-language"]);
}
