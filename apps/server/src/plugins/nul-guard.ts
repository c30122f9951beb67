import { containsNul, REST_MESSAGES, type TRestError } from "@vyc/validators";
import type { FastifyInstance } from "fastify";

/**
 * The plain HTTP routes (the /api paths, the sign-in form, uploads, downloads) refuse a request
 * whose query, path or body holds the NUL character (see containsNul) with 400 before they read it;
 * tRPC's procedures refuse it in their own shape (packages/api/src/trpc.ts).
 */
export function registerNulGuard(app: FastifyInstance): void {
  app.addHook("preValidation", (request, reply, done) => {
    if (request.url.startsWith("/trpc/") || !(containsNul(request.query) || containsNul(request.params) || containsNul(request.body))) {
      done();
      return;
    }
    const refusal: TRestError = { message: REST_MESSAGES.nulCharacter, code: "BAD_REQUEST" };
    void reply.code(400).send(refusal);
  });
}
