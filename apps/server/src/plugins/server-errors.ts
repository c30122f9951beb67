import { MESSAGES } from "@vyc/validators";
import type { FastifyError, FastifyInstance } from "fastify";

/**
 * Every answer names its request in `X-Request-Id`, the id of its lines in the log. Failures of
 * the plain HTTP routes (sign-in form, CSV exports, uploads ...) answer a generic message and that
 * id, like the API's; what went wrong goes to the log only. Refusals (4xx: a malformed body, a
 * payload too large ...) keep Fastify's answer.
 */
export function registerServerErrors(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    void reply.header("x-request-id", request.id);
    done();
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode !== undefined && error.statusCode >= 400 ? error.statusCode : 500;
    if (status < 500) throw error;
    request.log.error({ err: error }, "request failed");
    return reply.code(status).send({ message: MESSAGES.serverRequestFail, code: "INTERNAL_SERVER_ERROR", requestId: request.id });
  });
}
