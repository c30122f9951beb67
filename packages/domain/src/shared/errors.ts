/** A business rule refused the request; the API layer maps `kind` to an HTTP status. */
export type DomainErrorKind = "BAD_REQUEST" | "NOT_FOUND" | "CONFLICT" | "UNAUTHORIZED" | "FORBIDDEN" | "TOO_MANY_REQUESTS" | "UNPROCESSABLE";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}
