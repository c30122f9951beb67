import { type Queries } from "@vyc/db";
import { listEventQuestions, type QuestionRow } from "@vyc/db/stores/questions";
import { QUESTION_KINDS, type AskedQuestion, type QuestionKind, type TQuestionInput, type TQuestionOption } from "@vyc/validators";

const parseList = <T>(json: string): T[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? (value as T[]) : [];
};

const isKind = (kind: string): kind is QuestionKind => (QUESTION_KINDS as readonly string[]).includes(kind);

/** A stored question as the answers rule reads it. */
export function toAskedQuestion(row: QuestionRow): AskedQuestion {
  return {
    id: row.id,
    kind: isKind(row.kind) ? row.kind : "text",
    label: row.label,
    labelVi: row.labelVi,
    options: parseList<TQuestionOption>(row.optionsJson),
    required: Boolean(row.required),
    sensitive: Boolean(row.sensitive),
    ticketTypeIds: parseList<number>(row.ticketTypeIdsJson),
  };
}

/** The questions an event asks now (archived ones are not asked). */
export async function eventQuestions(db: Queries, eventId: number): Promise<AskedQuestion[]> {
  return (await listEventQuestions(db, eventId)).map(toAskedQuestion);
}

/** A question as organisers wrote it, in the columns that keep it. */
export const questionFields = (q: TQuestionInput) => ({
  kind: q.kind,
  label: q.label,
  labelVi: q.labelVi,
  optionsJson: JSON.stringify(q.options),
  required: q.required,
  sensitive: q.sensitive,
  ticketTypeIdsJson: JSON.stringify(q.ticketTypeIds),
});
