import { type Queries } from "@vyc/db";
import { findDefaultTicketTypeId, listOrderTicketNumbers, saveTicketAnswers } from "@vyc/db/stores/questions";
import { checkAnswers, type AskedQuestion } from "@vyc/validators";
import type { OrderAttendee } from "../orders/attendees";
import { sealText } from "../privacy/sealed-data";
import { DomainError } from "../shared/errors";
import { eventQuestions } from "./event-questions";

const ticketTypeOf = (attendee: OrderAttendee["attendee"]): number | undefined => (attendee as { ticketTypeId?: number }).ticketTypeId;

/** Answers as kept: the rule's stored values, sensitive ones sealed. */
export function keptAnswers(questions: readonly AskedQuestion[], stored: Record<number, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(stored).map(([id, value]) => [id, questions.find((q) => q.id === Number(id))?.sensitive ? (sealText(value) ?? value) : value]),
  );
}

/**
 * The attendees with their answers checked against the event's questions for their ticket type and
 * kept as stored (sensitive ones sealed). A client that sends answers (the web's form) must answer
 * the required questions; one that sends none (the specification's REST client, the desk when it
 * does not ask) may leave them out, but what it sends follows the same rule. Refuses with the
 * rule's coded refusal.
 */
export async function withCheckedAnswers(db: Queries, eventId: number, attendees: OrderAttendee[], options: { optional?: boolean } = {}): Promise<OrderAttendee[]> {
  const questions = await eventQuestions(db, eventId);
  if (questions.length === 0) return attendees.map(({ attendee: { answers: _, ...attendee }, ...rest }) => ({ ...rest, attendee }));
  const defaultType = await findDefaultTicketTypeId(db, eventId);
  return attendees.map((a) => {
    const requireAnswers = !options.optional && a.attendee.answers !== undefined;
    const result = checkAnswers(questions, ticketTypeOf(a.attendee) ?? defaultType, a.attendee.answers, { requireAnswers });
    if (!result.ok) throw new DomainError("UNPROCESSABLE", result.refusal);
    return { ...a, attendee: { ...a.attendee, answers: keptAnswers(questions, result.answers) } };
  });
}

/** Writes the answers the attendees of a just-paid order gave, one row per ticket and question. */
export async function writeOrderAnswers(db: Queries, orderId: number, attendees: readonly OrderAttendee[], now: Date): Promise<void> {
  if (!attendees.some((a) => a.attendee.answers && Object.keys(a.attendee.answers).length > 0)) return;
  const tickets = await listOrderTicketNumbers(db, orderId);
  for (const { number, attendee } of attendees) {
    const ticket = tickets.find((t) => t.number === number);
    const answers = Object.entries(attendee.answers ?? {}).flatMap(([id, value]) => (typeof value === "string" ? [{ questionId: Number(id), value }] : []));
    if (ticket && answers.length > 0) await saveTicketAnswers(db, ticket.id, answers, now);
  }
}
