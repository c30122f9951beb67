import { type Queries } from "@vyc/db";
import { listEventQuestions, listTicketsAnswers } from "@vyc/db/stores/questions";
import { answerText, type AskedQuestion } from "@vyc/validators";
import { openText } from "../privacy/sealed-data";
import { toAskedQuestion } from "./event-questions";

/** A ticket's answer as people read it, in both languages. */
export interface ReadAnswer {
  questionId: number;
  label: string;
  labelVi: string;
  text: string;
  textVi: string;
}

const read = (q: AskedQuestion, plain: string): ReadAnswer => ({
  questionId: q.id,
  label: q.label,
  labelVi: q.labelVi,
  text: answerText(q, plain, "en", { yes: "Yes", no: "No" }),
  textVi: answerText(q, plain, "vi", { yes: "Có", no: "Không" }),
});

/**
 * The answers of these tickets of one event in the event's question order, keyed by ticket: the
 * sensitive ones only with `sensitive` (opened for the logged reveal), the others otherwise.
 */
export async function readTicketsAnswers(db: Queries, eventId: number, ticketIds: readonly string[], sensitive: boolean): Promise<Map<string, ReadAnswer[]>> {
  const questions = (await listEventQuestions(db, eventId, true)).map(toAskedQuestion).filter((q) => q.sensitive === sensitive);
  const rows = await listTicketsAnswers(db, ticketIds);
  const byTicket = new Map<string, ReadAnswer[]>(ticketIds.map((id) => [id, []]));
  for (const q of questions) {
    for (const row of rows.filter((r) => r.questionId === q.id)) {
      const plain = sensitive ? openText(row.value) : row.value;
      if (plain !== null) byTicket.get(row.ticketId)?.push(read(q, plain));
    }
  }
  return byTicket;
}

/** A ticket's sensitive answers, opened (for the logged reveal only). */
export async function revealTicketAnswers(db: Queries, eventId: number, ticketId: string): Promise<ReadAnswer[]> {
  return (await readTicketsAnswers(db, eventId, [ticketId], true)).get(ticketId) ?? [];
}
