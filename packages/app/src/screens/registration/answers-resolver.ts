import { checkAnswers, type AskedQuestion, type Refusal, type TAttendeesForm, type TAttendeesFormInput } from "@vyc/validators";
import type { FieldErrors, Resolver } from "react-hook-form";

/** A refusal of the answers rule in the reader's words, for the question it names. */
export type RefusalText = (refusal: Refusal, question: AskedQuestion | undefined) => string;

/**
 * The attendee form's resolver: the shared schema, then the answers rule of the event's questions
 * for each attendee's ticket type (the server applies the same rule again). An answers error sits on
 * the attendee's `answers` field, its type naming the question.
 */
export function withAnswersRule(
  schema: Resolver<TAttendeesFormInput, unknown, TAttendeesForm>,
  questions: readonly AskedQuestion[],
  refusalText: RefusalText,
): Resolver<TAttendeesFormInput, unknown, TAttendeesForm> {
  return async (values, context, options) => {
    const result = await schema(values, context, options);
    if (questions.length === 0) return result;
    const attendeeErrors: Array<Record<string, unknown> | undefined> = [];
    values.attendees.forEach((attendee, i) => {
      const typeId = Number(attendee.ticketTypeId);
      const check = checkAnswers(questions, Number.isInteger(typeId) && typeId > 0 ? typeId : null, attendee.answers ?? {});
      if (check.ok) return;
      const question = questions.find((q) => q.id === check.questionId);
      attendeeErrors[i] = { answers: { type: String(check.questionId ?? ""), message: refusalText(check.refusal, question) } };
    });
    if (attendeeErrors.length === 0) return result;
    const errors = { ...result.errors } as FieldErrors<TAttendeesFormInput>;
    const merged = [...((errors.attendees as unknown as Array<Record<string, unknown> | undefined>) ?? [])];
    attendeeErrors.forEach((extra, i) => {
      if (extra) merged[i] = { ...merged[i], ...extra };
    });
    return { values: {}, errors: { ...errors, attendees: merged } as FieldErrors<TAttendeesFormInput> };
  };
}
