import type { OrderAttendee } from "./attendees";

/** A pending order keeps its attendees as JSON until payment turns them into tickets. */
export const storeAttendees = (attendees: OrderAttendee[]): string => JSON.stringify(attendees);

export function readStoredAttendees(json: string): OrderAttendee[] {
  const value: unknown = JSON.parse(json);
  if (!Array.isArray(value)) throw new Error("Order attendees are not a list.");
  return value as OrderAttendee[];
}
