import type { Refusal } from "@vyc/validators";

/** A business rule refused the request; the API layer maps `kind` to an HTTP status. */
export type DomainErrorKind = "BAD_REQUEST" | "NOT_FOUND" | "CONFLICT" | "UNAUTHORIZED" | "FORBIDDEN" | "TOO_MANY_REQUESTS" | "UNPROCESSABLE" | "SERVICE_UNAVAILABLE";

export class DomainError extends Error {
  /** The stable code of a refusal clients act on (see Refusal), null for one they only show. */
  readonly reason: string | null;

  constructor(
    readonly kind: DomainErrorKind,
    refusal: string | Refusal,
    options?: ErrorOptions,
  ) {
    super(typeof refusal === "string" ? refusal : refusal.message, options);
    this.name = "DomainError";
    this.reason = typeof refusal === "string" ? null : refusal.reason;
  }
}
