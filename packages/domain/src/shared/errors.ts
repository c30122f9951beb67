/** A business rule refused the request; the API layer maps `kind` to an HTTP status. */
export type DomainErrorKind = "BAD_REQUEST" | "NOT_FOUND" | "CONFLICT" | "UNAUTHORIZED" | "FORBIDDEN" | "TOO_MANY_REQUESTS" | "UNPROCESSABLE" | "SERVICE_UNAVAILABLE";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "DomainError";
  }
}
