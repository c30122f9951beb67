import { type Db, type Queries } from "@vyc/db";
import { deleteTicketAnswers, findDefaultTicketTypeId, findTicketForAnswers, listTicketsAnswers, saveTicketAnswers } from "@vyc/db/stores/questions";
import { checkAnswers, questionsAskedFor, QUESTION_CHANGE_REFUSALS, type TAnswers, type TicketAnswersView } from "@vyc/validators";
import { DomainError } from "../shared/errors";
import { keptAnswers } from "./attendee-answers";
import { eventQuestions } from "./event-questions";

async function ownTicket(db: Queries, userId: string, ticketId: string) {
  const ticket = await findTicketForAnswers(db, ticketId);
  if (!ticket || ticket.userId !== userId || ticket.status !== "valid") throw new DomainError("NOT_FOUND", QUESTION_CHANGE_REFUSALS.ticketNotFound);
  return ticket;
}

async function askedOf(db: Queries, ticket: { eventId: number; ticketTypeId: number | null }) {
  const typeId = ticket.ticketTypeId ?? (await findDefaultTicketTypeId(db, ticket.eventId));
  return { typeId, questions: questionsAskedFor(await eventQuestions(db, ticket.eventId), typeId) };
}

const asGiven = (kind: string, stored: string): string | string[] => (kind === "multiple" ? (JSON.parse(stored) as number[]).map(String) : stored);

/** The questions of a buyer's ticket and the answers given, as the tickets page shows them to be changed. */
export async function viewTicketAnswers(db: Db, userId: string, ticketId: string): Promise<TicketAnswersView> {
  const ticket = await ownTicket(db, userId, ticketId);
  const { questions } = await askedOf(db, ticket);
  const stored = await listTicketsAnswers(db, [ticket.id]);
  const answers: TAnswers = {};
  const sealedAnswered: number[] = [];
  for (const q of questions) {
    const row = stored.find((a) => a.questionId === q.id);
    if (!row) continue;
    if (q.sensitive) sealedAnswered.push(q.id);
    else answers[String(q.id)] = asGiven(q.kind, row.value);
  }
  return { questions, answers, sealedAnswered, changeableUntil: ticket.dateStart.toISOString() };
}

/**
 * The buyer changes their ticket's answers until the event starts (the rule of the attendee's own
 * details), under the registration's answers rule. A sensitive question left out keeps its answer; an
 * answer sent blank is removed.
 */
export async function changeTicketAnswers(db: Db, userId: string, ticketId: string, given: TAnswers, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const ticket = await ownTicket(tx, userId, ticketId);
    if (ticket.dateStart <= now) throw new DomainError("CONFLICT", QUESTION_CHANGE_REFUSALS.eventStarted);
    const { typeId, questions } = await askedOf(tx, ticket);
    const keptSealed = new Set(questions.filter((q) => q.sensitive && given[String(q.id)] === undefined).map((q) => q.id));
    const result = checkAnswers(
      questions.map((q) => (keptSealed.has(q.id) ? { ...q, required: false } : q)),
      typeId,
      given,
    );
    if (!result.ok) throw new DomainError("UNPROCESSABLE", result.refusal);
    const cleared = questions.filter((q) => !keptSealed.has(q.id) && result.answers[q.id] === undefined).map((q) => q.id);
    await deleteTicketAnswers(tx, ticket.id, cleared);
    const kept = keptAnswers(questions, result.answers);
    await saveTicketAnswers(tx, ticket.id, Object.entries(kept).map(([id, value]) => ({ questionId: Number(id), value })), now);
  });
}
