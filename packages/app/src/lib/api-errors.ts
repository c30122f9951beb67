import { TRPCClientError } from "@trpc/client";
import type { AppRouter } from "@vyc/api/client";
import { MESSAGES, type RefusalParams } from "@vyc/validators";

/**
 * A refusal as the screens show it (see Refusal): by its code, the key of its text in the `errors`
 * catalogs, with the values that text shows. `message` is its English text, shown only when the
 * server gave no code (a request it could not read).
 */
export interface ShownRefusal {
  reason: string | null;
  params: RefusalParams;
  message: string;
  /** Shown inside the specification's 'Error : {message}.' banner. */
  wrapped?: boolean;
}

/** A failed call as the client received it: with the server's error data when the server answered. */
const clientError = (error: unknown): TRPCClientError<AppRouter> | null => (error instanceof TRPCClientError ? (error as TRPCClientError<AppRouter>) : null);

/**
 * The server's refusal of a call: one it gave a code (a 4xx, or a deliberate 503 such as a mail
 * server that is down), or any other 4xx. Null for a failure (500) or a call that never reached
 * the server.
 */
export function refusalOf(error: unknown): ShownRefusal | null {
  const failed = clientError(error);
  const data = failed?.data;
  if (!failed || !data) return null;
  if (data.reason) return { reason: data.reason, params: data.params ?? {}, message: failed.message };
  return data.httpStatus >= 400 && data.httpStatus < 500 ? { reason: null, params: {}, message: failed.message } : null;
}

/** The stable code of a refusal, to act on (e.g. CHECKOUT_REFUSALS.holdExpired.reason), else null. */
export function refusalReason(error: unknown): string | null {
  return clientError(error)?.data?.reason ?? null;
}

/** The HTTP status of a failed call, when the server answered. */
export function errorStatus(error: unknown): number | null {
  return clientError(error)?.data?.httpStatus ?? null;
}

/** The specification's 'Server request fail.', for a call that failed without a refusal. */
export const REQUEST_FAILED: ShownRefusal = { reason: "messages.serverRequestFail", params: {}, message: MESSAGES.serverRequestFail };

/** How a failed call is shown: the server's refusal, else 'Server request fail.'. */
export const shownError = (error: unknown): ShownRefusal => refusalOf(error) ?? REQUEST_FAILED;

/** 'Error : {message}.' for a refusal, `failure` when the request failed. */
export function refusalOr(error: unknown, failure: string): ShownRefusal | string {
  const refusal = refusalOf(error);
  return refusal ? { ...refusal, wrapped: true } : failure;
}

/** A refusal the server kept with what it refused (a failed refund, a paused batch); its English text when it kept no code. */
export const keptRefusal = (code: Pick<ShownRefusal, "reason"> & { params?: RefusalParams } | null, message: string): ShownRefusal => ({
  reason: code?.reason ?? null,
  params: code?.params ?? {},
  message,
});

/** A refusal the screens make themselves from a message of the catalogs (e.g. the desk cannot reach the server). */
export const localRefusal = (reason: string, message: string): ShownRefusal => ({ reason, params: {}, message });

/** A rejected desk scan's reason as the screens show it: by its code when the server gave one. */
export const outcomeRefusal = (outcome: { message: string; reason?: string; params?: RefusalParams }): ShownRefusal => ({
  reason: outcome.reason ?? null,
  params: outcome.params ?? {},
  message: outcome.message,
});
