import { callTRPCProcedure, getTRPCErrorFromUnknown, getTRPCErrorShape, transformTRPCResponse, type AnyTRPCRootTypes, type AnyTRPCRouter, type TRPCErrorShape, type TRPCRootConfig } from "@trpc/server";
import { getHTTPStatusCode } from "@trpc/server/http";
import type { TRPCResponse } from "@trpc/server/rpc";
import type { FastifyReply, FastifyRequest } from "fastify";

type CallType = "query" | "mutation";

interface PlainCall {
  path: string;
  input: unknown;
}

export interface PlainCalls {
  type: CallType;
  isBatch: boolean;
  calls: PlainCall[];
}

/** The request's JSON input (the body of a POST, `?input=` of a GET); undefined if there is none. */
function rawInput(request: FastifyRequest, type: CallType): unknown {
  const text = type === "query" ? (request.query as Record<string, string | undefined>).input : request.body;
  if (typeof text !== "string" || text === "") return undefined;
  return JSON.parse(text);
}

/**
 * Reads an ordinary tRPC request: one call or a batch of queries (GET) or mutations (POST) with
 * JSON input, to procedures that exist for that method. Null for anything else (a stream, a
 * subscription, form data, an unknown path, input that is not JSON): tRPC's own handler answers
 * those, errors included.
 */
export function readPlainCalls(router: AnyTRPCRouter, request: FastifyRequest, path: string): PlainCalls | null {
  const type: CallType | null = request.method === "GET" ? "query" : request.method === "POST" ? "mutation" : null;
  if (!type || request.headers["trpc-accept"] !== undefined) return null;
  if (type === "mutation" && !request.headers["content-type"]?.startsWith("application/json")) return null;
  const isBatch = (request.query as Record<string, string | undefined>).batch === "1";
  const paths = isBatch ? path.split(",") : [path];
  const procedures = router._def.procedures as Record<string, { _def: { type: string } } | undefined>;
  if (paths.some((p) => procedures[p]?._def.type !== type)) return null;
  let input: unknown;
  try {
    input = rawInput(request, type);
  } catch {
    return null;
  }
  if (!isBatch) return { type, isBatch, calls: [{ path, input }] };
  if (input !== undefined && (typeof input !== "object" || input === null || Array.isArray(input))) return null;
  const inputs = (input ?? {}) as Record<string, unknown>;
  return { type, isBatch, calls: paths.map((p, i) => ({ path: p, input: inputs[String(i)] })) };
}

export interface PlainCallOptions<TContext> {
  router: AnyTRPCRouter;
  createContext: () => Promise<TContext>;
  onError: (failure: { error: ReturnType<typeof getTRPCErrorFromUnknown>; path: string }) => void;
}

/**
 * Answers ordinary calls straight from the procedures, in tRPC's wire format (the same bodies,
 * status codes and error shapes as tRPC's handler), without building a Fetch Request and Response
 * around each call: the hot order path spends its time on the order, not on the envelope.
 */
export async function answerPlainCalls<TContext>(reply: FastifyReply, { type, isBatch, calls }: PlainCalls, options: PlainCallOptions<TContext>): Promise<void> {
  // Any router's config, with tRPC's own type for the config of any root types.
  const config = options.router._def._config as TRPCRootConfig<AnyTRPCRootTypes>;
  let ctx: TContext | undefined;
  let contextError: ReturnType<typeof getTRPCErrorFromUnknown> | null = null;
  try {
    ctx = await options.createContext();
  } catch (cause) {
    contextError = getTRPCErrorFromUnknown(cause);
  }
  const answers = await Promise.all(
    calls.map(async ({ path, input }, batchIndex): Promise<TRPCResponse<unknown, TRPCErrorShape>> => {
      try {
        if (contextError !== null) throw contextError;
        const data: unknown = await callTRPCProcedure({ router: options.router, path, getRawInput: async () => input, ctx, type, signal: undefined, batchIndex });
        return { result: { data } };
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        options.onError({ error, path });
        return { error: getTRPCErrorShape({ config, ctx, error, input, path, type }) as TRPCErrorShape };
      }
    }),
  );
  // A call that is not a batch is exactly one call.
  const [single] = answers;
  const body = !isBatch && single ? single : answers;
  reply
    .code(getHTTPStatusCode(answers))
    .header("content-type", "application/json")
    .header("vary", "trpc-accept, accept")
    .send(JSON.stringify(transformTRPCResponse(config, body)));
}
