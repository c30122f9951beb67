import type { CheckInListEvent } from "@vyc/db/stores/check-in-lists";
import type { DeskTicketRow } from "@vyc/db/stores/desk-tickets";
import {
  ADULT_AGE,
  CHECK_IN_REFUSALS,
  dayCheckInWindow,
  eventCheckInWindow,
  eventDatesText,
  KIOSK_MESSAGES,
  type CheckInWindow,
  type Refusal,
  type TCheckInList,
} from "@vyc/validators";

/** A list's window: its event's, or for a day list that day's within it; null when the event does not run on the list's day. */
export function checkInListWindow(list: TCheckInList, event: CheckInListEvent): CheckInWindow | null {
  return list.day === undefined ? eventCheckInWindow(event) : dayCheckInWindow(event, list.day);
}

/**
 * Why a valid, paid ticket is not checked in on this list at `scannedAt`, else null: a ticket of
 * another event, a scan outside the list's window, or a minor whose guardian has not consented yet.
 */
export function checkInListRefusal(
  list: TCheckInList,
  event: CheckInListEvent,
  window: CheckInWindow,
  ticket: DeskTicketRow,
  scannedAt: Date,
): Refusal | string | null {
  if (ticket.eventId !== event.id) {
    const ticketEvent = { name: ticket.eventName, nameVi: ticket.eventNameVi, timeZone: ticket.eventTimeZone };
    return CHECK_IN_REFUSALS.otherEvent(ticketEvent, eventDatesText({ dateStart: ticket.eventDateStart, dateEnd: ticket.eventDateEnd, timeZone: ticket.eventTimeZone }));
  }
  if (scannedAt < window.opensAt) {
    return list.day === undefined ? CHECK_IN_REFUSALS.notOpenYet(event, window.opensAt) : CHECK_IN_REFUSALS.dayNotOpenYet(event, list.day, window.opensAt);
  }
  if (scannedAt >= window.closesAt) {
    return list.day === undefined ? CHECK_IN_REFUSALS.closed(event, window.closesAt) : CHECK_IN_REFUSALS.dayClosed(event, list.day, window.closesAt);
  }
  if (ticket.age < ADULT_AGE && ticket.guardianConsentStatus !== null && ticket.guardianConsentStatus !== "given") return KIOSK_MESSAGES.consentMissing;
  return null;
}
