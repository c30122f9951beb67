import type { SqliteConnection } from "@vyc/db";
import { CHECKOUT_MESSAGES } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { sql } from "../shared/sql";
import type { OrderAttendee } from "./attendees";

/** Attendees are told apart by e-mail address, whatever its letter case. */
const attendeeKey = (email: string): string => email.trim().toLowerCase();

/** E-mails of the attendees holding a valid ticket of an event from the account's paid orders. */
function registeredEmails(connection: SqliteConnection, userId: string, eventId: number): string[] {
  const rows = sql(
    connection,
    `SELECT t.email FROM "Order" o JOIN "Ticket" t ON t.orderId = o.id
     WHERE o.userId = ? AND o.eventId = ? AND o.status = 'paid' AND t.status = 'valid'`,
  ).all(userId, eventId) as Array<{ email: string }>;
  return rows.map((row) => row.email);
}

/**
 * An account registers each attendee once per event: refuses a registration naming an attendee
 * the account already registered for the event, or the same attendee twice. Must run inside the
 * transaction that then writes the order, so two identical registrations cannot both pass.
 */
export function assertAttendeesNotRegistered(connection: SqliteConnection, userId: string, eventId: number, attendees: OrderAttendee[]): void {
  const seen = new Set(registeredEmails(connection, userId, eventId).map(attendeeKey));
  for (const { attendee } of attendees) {
    const key = attendeeKey(attendee.email);
    if (seen.has(key)) throw new DomainError("CONFLICT", CHECKOUT_MESSAGES.attendeeAlreadyRegistered(attendee.email));
    seen.add(key);
  }
}
