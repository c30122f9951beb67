import { type Db } from "@vyc/db";
import { findTicketWithOwner } from "@vyc/db/stores/tickets";
import { PRIVACY_MESSAGES, type THealthNotes } from "@vyc/validators";
import { recordAudit } from "../admin/audit-log";
import { revealTicketAnswers } from "../questions/ticket-answers";
import { DomainError } from "../shared/errors";
import { openText } from "./sealed-data";

/** A ticket's health notes, guardian contact and answers to sensitive questions opened for a staff member, each reading written to the audit log first. */
export async function revealHealthNotes(db: Db, staffId: string, ticketId: string, now: Date): Promise<THealthNotes> {
  const ticket = await findTicketWithOwner(db, ticketId);
  if (!ticket) throw new DomainError("NOT_FOUND", PRIVACY_MESSAGES.ticketNotFound);
  await recordAudit(db, { actorId: staffId, action: "health.view", target: `ticket:${ticketId}`, detail: { orderId: ticket.orderId } }, now);
  return {
    healthcare: openText(ticket.healthcare),
    guardianName: openText(ticket.guardianName),
    guardianEmail: openText(ticket.guardianEmail),
    guardianPhone: openText(ticket.guardianPhone),
    answers: await revealTicketAnswers(db, ticket.eventId, ticketId),
  };
}
