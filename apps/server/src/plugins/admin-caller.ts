import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { createCaller, type Services } from "@vyc/api";
import { DomainError, refusalOf, refusalOfMessage } from "@vyc/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import { createRequestContext } from "../context";

type Caller = ReturnType<typeof createCaller>;

/**
 * Runs a back-office procedure for a plain HTTP route with the request's session, so the route
 * has the procedure's own permission check and validation; refusals answer with their status
 * and `{ message, code, reason, params }` (the refusal's code and values, see Refusal).
 */
export async function callAdmin<T>(services: Services, request: FastifyRequest, reply: FastifyReply, call: (caller: Caller) => Promise<T>): Promise<T | undefined> {
  try {
    return await call(createCaller(await createRequestContext(services, request)));
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const status = getHTTPStatusCodeFromError(error);
    if (status >= 500) throw error;
    const refusal = error.cause instanceof DomainError ? refusalOf(error.cause) : refusalOfMessage(error.message);
    void reply.code(status).send({ message: error.message, code: error.code, reason: refusal?.reason ?? null, params: refusal?.params ?? null });
    return undefined;
  }
}
