import type { Refusal, RefusalParams } from "@vyc/validators";

/** A business rule refused the request; the API layer maps `kind` to an HTTP status. */
export type DomainErrorKind = "BAD_REQUEST" | "NOT_FOUND" | "CONFLICT" | "UNAUTHORIZED" | "FORBIDDEN" | "TOO_MANY_REQUESTS" | "UNPROCESSABLE" | "SERVICE_UNAVAILABLE";

export class DomainError extends Error {
  /** The stable code of a refusal thrown as one (see Refusal); null for one thrown with its message only (see refusalOf). */
  readonly reason: string | null;
  /** The values the refusal's text shows, by the names of its catalog entry; null when it shows none. */
  readonly params: RefusalParams | null;

  constructor(
    readonly kind: DomainErrorKind,
    refusal: string | Refusal,
    options?: ErrorOptions,
  ) {
    super(typeof refusal === "string" ? refusal : refusal.message, options);
    this.name = "DomainError";
    this.reason = typeof refusal === "string" ? null : refusal.reason;
    this.params = typeof refusal === "string" ? null : (refusal.params ?? null);
  }
}
