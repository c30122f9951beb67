import { type Queries } from "@vyc/db";
import { listEventQuestions, listTicketsAnswers } from "@vyc/db/stores/questions";
import { answerText } from "@vyc/validators";
import { openText } from "../privacy/sealed-data";
import { toAskedQuestion } from "./event-questions";

const YES_NO = { yes: "Yes", no: "No" };

/** The answers of a page of tickets, one value per question column. */
export type AnswerValues = (ticketId: string) => string[];

/**
 * The attendee export's columns of an event's questions, one per question in the event's order
 * (archived ones too, their answers kept): sensitive ones only in the sheet that carries health notes.
 * The answers are read a page of tickets at a time.
 */
export async function answerColumns(db: Queries, eventId: number, includeSensitive: boolean): Promise<{ header: string[]; answersOf: (ticketIds: readonly string[]) => Promise<AnswerValues> }> {
  const questions = (await listEventQuestions(db, eventId, true)).map(toAskedQuestion).filter((q) => includeSensitive || !q.sensitive);
  return {
    header: questions.map((q) => q.label),
    answersOf: async (ticketIds) => {
      const answers = questions.length === 0 ? new Map<string, string>() : new Map((await listTicketsAnswers(db, ticketIds)).map((a) => [`${a.ticketId}:${a.questionId}`, a.value]));
      return (ticketId) =>
        questions.map((q) => {
          const stored = answers.get(`${ticketId}:${q.id}`);
          const plain = stored === undefined ? null : q.sensitive ? openText(stored) : stored;
          return plain === null ? "" : answerText(q, plain, "en", YES_NO);
        });
    },
  };
}
