import { TRPCClientError } from "@trpc/client";
import type { AppRouter } from "@vyc/api/client";
import { errorWithMessage } from "@vyc/validators";

/** A failed call as the client received it: with the server's error data when the server answered. */
const clientError = (error: unknown): TRPCClientError<AppRouter> | null => (error instanceof TRPCClientError ? (error as TRPCClientError<AppRouter>) : null);

/** The server's message when it refused the request (4xx), else null (network or server failure). */
export function refusalMessage(error: unknown): string | null {
  const failed = clientError(error);
  const status = failed?.data?.httpStatus;
  return failed && status !== undefined && status >= 400 && status < 500 ? failed.message : null;
}

/** The stable code of a refusal the client acts on (a `reason` of the validators' refusals), else null. */
export function refusalReason(error: unknown): string | null {
  return clientError(error)?.data?.reason ?? null;
}

/** The HTTP status of a failed call, when the server answered. */
export function errorStatus(error: unknown): number | null {
  return clientError(error)?.data?.httpStatus ?? null;
}

/** 'Error : {message}.' for a refusal (one final period), `failure` when the request failed. */
export function refusalOr(error: unknown, failure: string): string {
  const message = refusalMessage(error);
  return message === null ? failure : errorWithMessage(message.replace(/\.$/, ""));
}
