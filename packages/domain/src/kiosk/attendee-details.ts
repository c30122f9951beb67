import { createHash, randomBytes } from "node:crypto";
import { type Db, type Queries } from "@vyc/db";
import { findTicketByDetailsToken, saveTicketDetails, setTicketDetailsToken, type TicketOfDetailsLink } from "@vyc/db/stores/ticket-details";
import { ATTENDEE_DETAILS_MESSAGES, type TAttendeeDetailsInput, type TAttendeeDetailsView, type TAttendeeDetailsViewInput } from "@vyc/validators";
import { sealText } from "../privacy/sealed-data";
import { DomainError } from "../shared/errors";

/** The path of an attendee's details page; its last segment is the link's token. */
const ATTENDEE_DETAILS_PATH = "/attendee-details";

const detailsTokenHash = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Whether the desk's short form left registration details for the attendee to complete. */
export const needsDetails = (ticket: { gender: string; phone: string; country: string; expectation: string }): boolean =>
  !ticket.gender || !ticket.phone || !ticket.country || !ticket.expectation;

/** A new personal link for a ticket's attendee to complete their details; the one sent before stops working. */
export async function newDetailsLink(db: Queries, ticketId: string, publicUrl: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await setTicketDetailsToken(db, ticketId, detailsTokenHash(token));
  return `${publicUrl}${ATTENDEE_DETAILS_PATH}/${token}`;
}

/** The ticket of a link, while it is valid, paid and its event has not started. */
async function ticketOfLink(db: Queries, token: string, now: Date): Promise<TicketOfDetailsLink> {
  const ticket = await findTicketByDetailsToken(db, detailsTokenHash(token));
  if (!ticket || ticket.status !== "valid" || ticket.orderStatus !== "paid") throw new DomainError("NOT_FOUND", ATTENDEE_DETAILS_MESSAGES.linkInvalid);
  if (ticket.event.dateStart <= now) throw new DomainError("CONFLICT", ATTENDEE_DETAILS_MESSAGES.eventStarted);
  return ticket;
}

/** What the attendee's link shows: their ticket's event and the details as they stand (health notes are never shown back). */
export async function viewAttendeeDetails(db: Db, input: TAttendeeDetailsViewInput, now: Date): Promise<TAttendeeDetailsView> {
  const ticket = await ticketOfLink(db, input.token, now);
  const { event } = ticket;
  return {
    firstName: ticket.firstName,
    lastName: ticket.lastName,
    event: { name: event.name, nameVi: event.nameVi, dateStart: event.dateStart.toISOString(), dateEnd: event.dateEnd.toISOString(), timeZone: event.timeZone, isOnline: event.isOnline },
    gender: ticket.gender,
    phone: ticket.phone,
    country: ticket.country,
    expectation: ticket.expectation,
    hasHealthNotes: ticket.healthcare !== null,
  };
}

/**
 * The attendee completes or corrects their details through the link until the event starts. Health
 * notes (in-person events only) are sealed; left empty, the ones given before are kept.
 */
export async function completeAttendeeDetails(db: Db, input: TAttendeeDetailsInput, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const ticket = await ticketOfLink(tx, input.token, now);
    const healthcare = !ticket.event.isOnline && input.healthcare ? sealText(input.healthcare) : ticket.healthcare;
    await saveTicketDetails(tx, ticket.id, { gender: input.gender, phone: input.phone, country: input.country, expectation: input.expectation, healthcare });
  });
}
