/**
 * A refusal clients act on, not only show: a stable code, carried as `reason` in the tRPC error's
 * data, defined next to the message people read. Clients branch on the code, never on the text.
 */
export interface Refusal {
  readonly reason: string;
  readonly message: string;
}
