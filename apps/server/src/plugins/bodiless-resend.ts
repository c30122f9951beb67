import type { FastifyInstance } from "fastify";

const RESEND = /^\/api\/auth\/account-verify\/resend\/[^/?]+(\?.*)?$/;

/**
 * The specification's resend call posts no body at all. The REST adapter only takes JSON, so such
 * an empty POST is handed on as an empty JSON request (other content types stay refused).
 */
export function acceptBodilessResend(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (request.method === "POST" && request.headers["content-type"] === undefined && request.body === undefined && RESEND.test(request.url)) {
      request.headers["content-type"] = "application/json";
    }
  });
}
