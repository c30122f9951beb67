import { DEFAULT_LOCALE, pickLocale } from "@vyc/i18n";
import type { FastifyInstance } from "fastify";

const SOURCE_LANG = `<html lang="${DEFAULT_LOCALE}">`;

/**
 * A page opens in the visitor's language from the first byte: `<html lang>` follows the browser's
 * Accept-Language. In the browser the page then follows a language chosen earlier there or on the account.
 */
export function registerPageLanguage(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (typeof payload !== "string" || !String(reply.getHeader("content-type") ?? "").startsWith("text/html")) {
      done(null, payload);
      return;
    }
    const vary = reply.getHeader("vary");
    reply.header("vary", vary ? `${String(vary)}, Accept-Language` : "Accept-Language");
    const locale = pickLocale(request.headers["accept-language"]);
    done(null, locale === DEFAULT_LOCALE ? payload : payload.replace(SOURCE_LANG, `<html lang="${locale}">`));
  });
}
