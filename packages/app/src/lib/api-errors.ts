import { TRPCClientError } from "@trpc/client";
import { errorWithMessage } from "@vyc/validators";

/** The server's message when it refused the request (4xx), else null (network or server failure). */
export function refusalMessage(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const status: unknown = error.data?.httpStatus;
  return typeof status === "number" && status >= 400 && status < 500 ? error.message : null;
}

/** The HTTP status of a failed call, when the server answered. */
export function errorStatus(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  const status: unknown = error.data?.httpStatus;
  return typeof status === "number" ? status : null;
}

/** 'Error : {message}.' for a refusal (one final period), `failure` when the request failed. */
export function refusalOr(error: unknown, failure: string): string {
  const message = refusalMessage(error);
  return message === null ? failure : errorWithMessage(message.replace(/\.$/, ""));
}
