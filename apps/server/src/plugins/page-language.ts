import { pickLocale } from "@vyc/i18n";
import type { FastifyInstance } from "fastify";
import { pageInLanguage } from "../pages/html";

/**
 * A page opens in the visitor's language from the first byte: `<html lang>` follows the browser's
 * Accept-Language. In the browser the page then follows a language chosen earlier there or on the account.
 */
export function registerPageLanguage(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (!String(reply.getHeader("content-type") ?? "").startsWith("text/html")) {
      done(null, payload);
      return;
    }
    const vary = reply.getHeader("vary");
    reply.header("vary", vary ? `${String(vary)}, Accept-Language` : "Accept-Language");
    // A page rendered on the server comes compressed, already in its language.
    done(null, typeof payload === "string" ? pageInLanguage(payload, pickLocale(request.headers["accept-language"])) : payload);
  });
}
