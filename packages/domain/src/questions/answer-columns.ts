import { type Queries } from "@vyc/db";
import { listEventAnswers, listEventQuestions } from "@vyc/db/stores/questions";
import { answerText } from "@vyc/validators";
import { openText } from "../privacy/sealed-data";
import { toAskedQuestion } from "./event-questions";

const YES_NO = { yes: "Yes", no: "No" };

/**
 * The attendee export's columns of an event's questions, one per question in the event's order
 * (archived ones too, their answers kept): sensitive ones only in the sheet that carries health notes.
 */
export async function answerColumns(db: Queries, eventId: number, includeSensitive: boolean): Promise<{ header: string[]; valuesOf: (ticketId: string) => string[] }> {
  const questions = (await listEventQuestions(db, eventId, true)).map(toAskedQuestion).filter((q) => includeSensitive || !q.sensitive);
  const answers = new Map((await listEventAnswers(db, eventId)).map((a) => [`${a.ticketId}:${a.questionId}`, a.value]));
  return {
    header: questions.map((q) => q.label),
    valuesOf: (ticketId) =>
      questions.map((q) => {
        const stored = answers.get(`${ticketId}:${q.id}`);
        const plain = stored === undefined ? null : q.sensitive ? openText(stored) : stored;
        return plain === null ? "" : answerText(q, plain, "en", YES_NO);
      }),
  };
}
