import { pickLocale, type Locale } from "@vyc/i18n";
import type { FastifyInstance, FastifyReply } from "fastify";
import { pageInLanguage } from "../pages/html";

/** Adds `header` to the headers the answer varies on. */
export function addVary(reply: FastifyReply, header: string): void {
  const vary = reply.getHeader("vary");
  void reply.header("vary", vary ? `${String(vary)}, ${header}` : header);
}

/**
 * A page opens in the visitor's language from the first byte: `<html lang>` is the language its
 * handler chose (see page-locale), else the browser's Accept-Language. In the browser the page then
 * follows a language chosen earlier there or on the account.
 */
export function registerPageLanguage(app: FastifyInstance): void {
  app.decorateRequest("pageLocale", null);
  app.addHook("onSend", (request, reply, payload, done) => {
    if (!String(reply.getHeader("content-type") ?? "").startsWith("text/html")) {
      done(null, payload);
      return;
    }
    addVary(reply, "Accept-Language");
    // A page rendered on the server comes compressed, already in its language.
    done(null, typeof payload === "string" ? pageInLanguage(payload, request.pageLocale ?? pickLocale(request.headers["accept-language"])) : payload);
  });
}

declare module "fastify" {
  interface FastifyRequest {
    /** The language the page answered was rendered in, when its handler chose one. */
    pageLocale: Locale | null;
  }
}
