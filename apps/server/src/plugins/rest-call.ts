import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { admit, createCaller, type Door, type Services } from "@vyc/api";
import { DomainError } from "@vyc/domain/shared";
import { ZRestError, type TRestError, type TRestRejection } from "@vyc/validators";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError, type z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from "zod-openapi";
import { createRequestContext } from "../context";

export type Caller = ReturnType<typeof createCaller>;
type OpenApiPaths = ZodOpenApiPathsObject;
type Operation = ZodOpenApiOperationObject;

export interface RestAnswer {
  status: number;
  body: unknown;
}

/**
 * One call of the specification's table that answers in its own shape: the path under /api (in
 * OpenAPI form, `/events/{id}/getData`), its OpenAPI operation, and how it maps the request onto
 * the procedures (through a server-side caller with the request's session). Each call reads its
 * payload with a schema of the specification's shape (restInput) and hands the procedure the
 * domain's names; a call behind a door lets the caller in first, as its procedure would.
 */
export interface RestCall {
  method: "GET" | "POST";
  path: `/${string}`;
  operation: Operation;
  /** The door of the procedure it calls: a caller it refuses is refused before the payload is read. */
  door?: Door;
  answer(caller: Caller, request: FastifyRequest): Promise<RestAnswer>;
  /**
   * Answers from memory without a caller (no session lookup, no procedure), for public reads
   * everyone makes at once: true once it has answered, false to answer the usual way.
   */
  fromMemory?(services: Services, request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

export const ok = (body: unknown): RestAnswer => ({ status: 200, body });

/** The members of a JSON body, a query or path parameters, to merge into one payload (none when it is not an object). */
export const membersOf = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? { ...value } : {});

/**
 * A payload read with the schema of its REST shape; a malformed one is refused as a procedure
 * refuses malformed input (400, the first issue's message, and the issues).
 */
export function restInput<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new TRPCError({ code: "BAD_REQUEST", message: parsed.error.issues[0]?.message ?? "Invalid input", cause: parsed.error });
  return parsed.data;
}

/** A refusal of the business rules (wrong code, address in use, ...), as opposed to a malformed or unauthorised request. */
export function isRejection(error: unknown): error is TRPCError & { cause: DomainError } {
  return error instanceof TRPCError && error.cause instanceof DomainError && (error.cause.kind === "BAD_REQUEST" || error.cause.kind === "CONFLICT");
}

export const rejection = (error: TRPCError): RestAnswer => ({ status: 200, body: { success: false, message: error.message } satisfies TRestRejection });

/** A refusal's status and body; null for an internal failure, which is left to the host's error handling. */
export function refusal(error: unknown): RestAnswer | null {
  if (!(error instanceof TRPCError)) return null;
  const status = getHTTPStatusCodeFromError(error);
  if (status >= 500 && !(error.cause instanceof DomainError)) return null;
  const zod = error.cause instanceof ZodError ? error.cause : null;
  const body: TRestError = { message: zod?.issues[0]?.message ?? error.message, code: error.code };
  if (zod) body.issues = zod.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message }));
  return { status, body };
}

/**
 * A body is JSON or absent: a form a page on another site could post (urlencoded, multipart,
 * text) is refused, so a session cookie alone never makes such a post act.
 */
const notJson = (request: FastifyRequest): boolean => {
  const type = request.headers["content-type"];
  return type !== undefined && !/^application\/json\s*(;|$)/i.test(type);
};
const UNSUPPORTED: RestAnswer = { status: 415, body: { message: "Send the body as JSON (content-type: application/json).", code: "UNSUPPORTED_MEDIA_TYPE" } satisfies TRestError };

export function registerRestCalls(app: FastifyInstance, services: Services, calls: readonly RestCall[]): void {
  for (const call of calls) {
    app.route({
      method: call.method,
      url: `/api${call.path.replace(/\{(\w+)\}/g, ":$1")}`,
      handler: async (request, reply) => {
        if (call.method === "POST" && notJson(request)) return reply.code(UNSUPPORTED.status).send(UNSUPPORTED.body);
        if (await call.fromMemory?.(services, request, reply)) return reply;
        let answer: RestAnswer;
        try {
          const context = await createRequestContext(services, request);
          if (call.door) admit(call.door, context.user);
          answer = await call.answer(createCaller(context), request);
        } catch (error) {
          const refused = refusal(error);
          if (!refused) throw error;
          answer = refused;
        }
        return reply.code(answer.status).send(answer.body);
      },
    });
  }
}

const json = (schema: z.ZodType) => ({ "application/json": { schema } });

/** The calls' part of the OpenAPI document. */
export function restCallPaths(calls: readonly RestCall[]): OpenApiPaths {
  const paths: OpenApiPaths = {};
  for (const call of calls) {
    const operation = call.method === "POST" ? { ...call.operation, responses: { ...call.operation.responses, 415: { description: "A body that is not JSON", content: json(ZRestError) } } } : call.operation;
    paths[call.path] = { ...paths[call.path], [call.method.toLowerCase()]: operation };
  }
  return paths;
}

/** The documented answers of a call: its 200 body, its refusals and server failures (each `{ message, code, issues?, requestId? }`). */
export function responses(success: { description: string; schema: z.ZodType }, refusals: Record<number, string>): Operation["responses"] {
  const documented: Operation["responses"] = { 200: { description: success.description, content: json(success.schema) } };
  const failures = { ...refusals, 500: "Server failure: a generic message and the request's id" };
  for (const [status, description] of Object.entries(failures)) documented[status as `4${string}`] = { description, content: json(ZRestError) };
  return documented;
}
