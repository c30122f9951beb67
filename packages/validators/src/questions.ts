import { z } from "zod";
import type { Refusal } from "./refusals";
import { ZRowId } from "./row-id";

/** The kinds of question an organiser asks each attendee after the registration's own fields. */
export const QUESTION_KINDS = ["text", "choice", "multiple", "yesNo"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_LIMITS = {
  labelMaxLength: 200,
  optionMaxLength: 80,
  optionsMax: 20,
  textAnswerMaxLength: 500,
  questionsPerEventMax: 30,
} as const;

const ZLabel = (name: string) =>
  z.string().trim().max(QUESTION_LIMITS.labelMaxLength, `${name} has at most ${QUESTION_LIMITS.labelMaxLength} characters.`);

const ZOption = z.object({
  label: z.string().trim().min(1, "Every option needs a label.").max(QUESTION_LIMITS.optionMaxLength, `An option has at most ${QUESTION_LIMITS.optionMaxLength} characters.`),
  labelVi: z.string().trim().max(QUESTION_LIMITS.optionMaxLength, `An option has at most ${QUESTION_LIMITS.optionMaxLength} characters.`).default(""),
});
export type TQuestionOption = z.output<typeof ZOption>;

/** A question as organisers write it in the event form; choice kinds need two options at least. */
export const ZQuestionInput = z
  .object({
    kind: z.enum(QUESTION_KINDS, { message: "Choose the kind of question." }),
    label: ZLabel("The question").min(1, "The question is required."),
    labelVi: ZLabel("The Vietnamese question").default(""),
    options: z.array(ZOption).max(QUESTION_LIMITS.optionsMax, `A question has at most ${QUESTION_LIMITS.optionsMax} options.`).default([]),
    required: z.boolean().default(false),
    sensitive: z.boolean().default(false),
    ticketTypeIds: z.array(ZRowId).max(50).default([]),
  })
  .superRefine((q, ctx) => {
    const hasOptions = q.kind === "choice" || q.kind === "multiple";
    if (hasOptions && q.options.length < 2) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "A choice needs two options at least." });
    }
    if (!hasOptions && q.options.length > 0) {
      ctx.addIssue({ code: "custom", path: ["options"], message: "Only choice questions have options." });
    }
  });
export type TQuestionInput = z.output<typeof ZQuestionInput>;

export const ZQuestionCreateInput = z.object({ eventId: ZRowId, question: ZQuestionInput });
export const ZQuestionUpdateInput = z.object({ id: ZRowId, question: ZQuestionInput });
export const ZQuestionIdInput = z.object({ id: ZRowId });
export const ZQuestionOrderInput = z.object({ eventId: ZRowId, ids: z.array(ZRowId).max(QUESTION_LIMITS.questionsPerEventMax * 10) });
export const ZEventQuestionsInput = z.object({ eventId: ZRowId });

/** A question as the registration asks it (archived questions are never asked). */
export const ZAskedQuestion = z.object({
  id: z.number().int(),
  kind: z.enum(QUESTION_KINDS),
  label: z.string(),
  labelVi: z.string(),
  options: z.array(z.object({ label: z.string(), labelVi: z.string() })),
  required: z.boolean(),
  sensitive: z.boolean(),
  ticketTypeIds: z.array(z.number().int()),
});
export type AskedQuestion = Readonly<z.infer<typeof ZAskedQuestion>>;

/** An attendee's answers keyed by question id: text, an option's index, options' indexes, "yes"/"no". */
export const ZAnswers = z.record(z.string().regex(/^\d{1,9}$/), z.union([z.string().max(QUESTION_LIMITS.textAnswerMaxLength * 2), z.array(z.string().max(10)).max(QUESTION_LIMITS.optionsMax)]));
export type TAnswers = z.infer<typeof ZAnswers>;

export const QUESTION_REFUSALS = {
  required: (label: string): Refusal => ({ reason: "questions.required", message: `Please answer "${label}".`, params: { label } }),
  notAnOption: (label: string): Refusal => ({ reason: "questions.notAnOption", message: `Choose one of the offered answers to "${label}".`, params: { label } }),
  tooLong: (label: string): Refusal => ({
    reason: "questions.tooLong",
    message: `The answer to "${label}" has at most ${QUESTION_LIMITS.textAnswerMaxLength} characters.`,
    params: { label, max: QUESTION_LIMITS.textAnswerMaxLength },
  }),
  notAsked: { reason: "questions.notAsked", message: "An answer was given to a question this event does not ask." },
  questionNotFound: { reason: "questions.questionNotFound", message: "Question not found." },
  tooMany: { reason: "questions.tooMany", message: `An event asks at most ${QUESTION_LIMITS.questionsPerEventMax} questions.`, params: { max: QUESTION_LIMITS.questionsPerEventMax } },
} as const;

/** A question as the back office lists it: archived ones too, with how many answers it has. */
export interface AdminQuestion extends AskedQuestion {
  readonly archived: boolean;
  readonly answerCount: number;
}

/** The questions asked of an attendee holding this ticket type (null: the event's default type). */
export function questionsAskedFor<Q extends Pick<AskedQuestion, "ticketTypeIds">>(questions: readonly Q[], ticketTypeId: number | null | undefined): Q[] {
  return questions.filter((q) => q.ticketTypeIds.length === 0 || (ticketTypeId != null && q.ticketTypeIds.includes(ticketTypeId)));
}

export type AnswerCheck = { ok: true; answers: Record<number, string> } | { ok: false; questionId: number | null; refusal: Refusal };

function isBlank(value: string | readonly string[] | undefined): boolean {
  return value === undefined || (typeof value === "string" ? value.trim() === "" : value.length === 0);
}

function storedValue(q: AskedQuestion, value: string | readonly string[]): string | Refusal {
  const indexes = (values: readonly string[]) => values.map((v) => (/^\d+$/.test(v) ? Number(v) : -1));
  switch (q.kind) {
    case "text": {
      const text = typeof value === "string" ? value.trim() : "";
      return text.length > QUESTION_LIMITS.textAnswerMaxLength ? QUESTION_REFUSALS.tooLong(q.label) : text;
    }
    case "yesNo":
      return value === "yes" || value === "no" ? value : QUESTION_REFUSALS.notAnOption(q.label);
    case "choice": {
      const [index] = indexes(typeof value === "string" ? [value] : value);
      return typeof value === "string" && index !== undefined && index >= 0 && index < q.options.length ? String(index) : QUESTION_REFUSALS.notAnOption(q.label);
    }
    case "multiple": {
      const chosen = indexes(typeof value === "string" ? [value] : value);
      if (chosen.some((i) => i < 0 || i >= q.options.length)) return QUESTION_REFUSALS.notAnOption(q.label);
      return JSON.stringify([...new Set(chosen)].sort((a, b) => a - b));
    }
  }
}

/**
 * The answers rule, for the form and the server alike: only the questions asked of this ticket type
 * are answered, required ones are present, a choice is one of its options, a text fits its limit.
 * The answers come back as they are stored (trimmed text, option indexes), blanks left out.
 */
export function checkAnswers(questions: readonly AskedQuestion[], ticketTypeId: number | null | undefined, answers: TAnswers | undefined, options: { requireAnswers: boolean } = { requireAnswers: true }): AnswerCheck {
  const asked = questionsAskedFor(questions, ticketTypeId);
  const given = answers ?? {};
  const unknown = Object.keys(given).find((id) => !asked.some((q) => String(q.id) === id) && !isBlank(given[id]));
  if (unknown !== undefined) return { ok: false, questionId: Number(unknown), refusal: QUESTION_REFUSALS.notAsked };
  const stored: Record<number, string> = {};
  for (const q of asked) {
    const value = given[String(q.id)];
    if (value === undefined || isBlank(value)) {
      if (q.required && options.requireAnswers) return { ok: false, questionId: q.id, refusal: QUESTION_REFUSALS.required(q.label) };
      continue;
    }
    const result = storedValue(q, value);
    if (typeof result !== "string") return { ok: false, questionId: q.id, refusal: result };
    stored[q.id] = result;
  }
  return { ok: true, answers: stored };
}

/** A stored answer as people read it, in the language given ("" for an option no longer offered). */
export function answerText(q: Pick<AskedQuestion, "kind" | "options">, stored: string, lang: "en" | "vi", yesNo: { yes: string; no: string }): string {
  const optionLabel = (index: number) => {
    const option = q.options[index];
    return option ? (lang === "vi" && option.labelVi ? option.labelVi : option.label) : "";
  };
  switch (q.kind) {
    case "text":
      return stored;
    case "yesNo":
      return stored === "yes" ? yesNo.yes : yesNo.no;
    case "choice":
      return optionLabel(Number(stored));
    case "multiple": {
      const parsed: unknown = JSON.parse(stored);
      return Array.isArray(parsed) ? parsed.map((i) => optionLabel(Number(i))).filter(Boolean).join(", ") : "";
    }
  }
}

export const QUESTION_CHANGE_REFUSALS = {
  ticketNotFound: { reason: "questions.ticketNotFound", message: "Ticket not found." },
  eventStarted: { reason: "questions.eventStarted", message: "The event has started: ask the organisers at the desk to change your answers." },
} as const;

export const ZTicketAnswersInput = z.object({ ticketId: z.string().min(1).max(40), answers: ZAnswers });
export const ZTicketRefInput = z.object({ ticketId: z.string().min(1).max(40) });

/** A ticket's questions as its buyer answers them again: given answers shown, sensitive ones only said to be given. */
export interface TicketAnswersView {
  readonly questions: AskedQuestion[];
  readonly answers: TAnswers;
  readonly sealedAnswered: number[];
  readonly changeableUntil: string;
}
