import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { createCaller, type Services } from "@vyc/api";
import { DomainError, refusalOf, refusalOfMessage } from "@vyc/domain/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { createRequestContext } from "../context";

type Caller = ReturnType<typeof createCaller>;

/**
 * Runs a back-office procedure for a plain HTTP route with the request's session, so the route
 * has the procedure's own permission check and validation (a bad input's first problem as the
 * message); refusals answer with their status
 * and `{ message, code, reason, params }` (the refusal's code and values, see Refusal).
 */
export async function callAdmin<T>(services: Services, request: FastifyRequest, reply: FastifyReply, call: (caller: Caller) => Promise<T>): Promise<T | undefined> {
  try {
    return await call(createCaller(await createRequestContext(services, request)));
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const status = getHTTPStatusCodeFromError(error);
    if (status >= 500) throw error;
    const message = error.cause instanceof ZodError ? (error.cause.issues[0]?.message ?? error.message) : error.message;
    const refusal = error.cause instanceof DomainError ? refusalOf(error.cause) : refusalOfMessage(message);
    void reply.code(status).send({ message, code: error.code, reason: refusal?.reason ?? null, params: refusal?.params ?? null });
    return undefined;
  }
}
