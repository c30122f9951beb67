import type { AskedQuestion } from "@vyc/validators";
import { Controller, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { inReaderLanguage, QuestionField, type AnswerValue } from "../../components/question-field";
import { useActiveLocale } from "../../i18n/use-locale";

/** The form's values: each question's answer under `q{id}` (text, option index, option indexes, "yes"/"no"). */
export type AnswerValues = Record<string, AnswerValue>;

export const answerField = (questionId: number): string => `q${questionId}`;

/** One question of a ticket, marked when required; a sensitive question already answered says its answer is kept, and is kept when left blank. */
export function TicketQuestionField({ question, idPrefix, sealed }: { question: AskedQuestion; idPrefix: string; sealed: boolean }) {
  const { t } = useTranslation("account");
  const locale = useActiveLocale();
  const { control } = useFormContext<AnswerValues>();
  const text = inReaderLanguage(question, locale);
  return (
    <Controller
      control={control}
      name={answerField(question.id)}
      render={({ field }) => (
        <QuestionField
          question={question}
          id={`${idPrefix}-q${question.id}`}
          label={question.required ? t("answers.required", { label: text }) : text}
          hint={sealed ? t("answers.sealedHint") : undefined}
          value={field.value}
          onChange={field.onChange}
        />
      )}
    />
  );
}
