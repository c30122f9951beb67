import { type Queries } from "@vyc/db";
import { registeredAttendeeEmails } from "@vyc/db/stores/orders";
import { CHECKOUT_REFUSALS } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import type { OrderAttendee } from "./attendees";

/** Attendees are told apart by e-mail address, whatever its letter case. */
const attendeeKey = (email: string): string => email.trim().toLowerCase();

/**
 * An account registers each attendee once per event: refuses a registration naming an attendee
 * the account already registered for the event, or the same attendee twice. Must run inside the
 * transaction that then writes the order, so two identical registrations cannot both pass.
 */
export async function assertAttendeesNotRegistered(sql: Queries, userId: string, eventId: number, attendees: OrderAttendee[]): Promise<void> {
  const seen = new Set((await registeredAttendeeEmails(sql, userId, eventId)).map(attendeeKey));
  for (const { attendee } of attendees) {
    const key = attendeeKey(attendee.email);
    if (seen.has(key)) throw new DomainError("CONFLICT", CHECKOUT_REFUSALS.attendeeAlreadyRegistered(attendee.email));
    seen.add(key);
  }
}
