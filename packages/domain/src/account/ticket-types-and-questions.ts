import { type Queries } from "@vyc/db";
import { listQuestionsOfEvents } from "@vyc/db/stores/questions";
import { listAllTicketTypesOfEvents } from "@vyc/db/stores/ticket-types";
import { questionsAskedFor, type TAccountTicket } from "@vyc/validators";
import { toAskedQuestion } from "../questions/event-questions";

type TicketOfEvent = { eventId: number; ticketTypeId: number | null; status: string };

/**
 * What the tickets page shows of the ticket types and questions of the given events, read in two
 * queries for all of them: a ticket's type's names when its event has several types (archived ones
 * count: their tickets keep them), and whether a valid ticket is asked questions (a ticket without a
 * type holds its event's default type).
 */
export async function ticketTypesAndQuestions(db: Queries, eventIds: readonly number[]): Promise<(ticket: TicketOfEvent) => Pick<TAccountTicket, "ticket_type" | "asks_questions">> {
  const [types, questions] = await Promise.all([listAllTicketTypesOfEvents(db, eventIds), listQuestionsOfEvents(db, eventIds)]);
  const typesOf = (eventId: number) => types.filter((type) => type.eventId === eventId);
  const asked = new Map(eventIds.map((id) => [id, questions.filter((q) => q.eventId === id).map(toAskedQuestion)]));
  return (ticket) => {
    const ofEvent = typesOf(ticket.eventId);
    const typeId = ticket.ticketTypeId ?? ofEvent.find((type) => type.archivedAt === null)?.id ?? null;
    const type = ofEvent.length > 1 ? ofEvent.find((t) => t.id === typeId) : undefined;
    return {
      ticket_type: type ? { name: type.name, nameVi: type.nameVi } : null,
      asks_questions: ticket.status === "valid" && questionsAskedFor(asked.get(ticket.eventId) ?? [], typeId).length > 0,
    };
  };
}
