import type { AskedQuestion } from "@vyc/validators";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useActiveLocale } from "../../i18n/use-locale";
import { FormField } from "../registration/form-field";

/** The form's values: each question's answer under `q{id}` (text, option index, option indexes, "yes"/"no"). */
export type AnswerValues = Record<string, string | string[]>;

export const answerField = (questionId: number): string => `q${questionId}`;

/** A question's or an option's label in the reader's language: the Vietnamese one when there is one. */
export const inReaderLanguage = (text: { label: string; labelVi: string }, vi: boolean): string => (vi && text.labelVi ? text.labelVi : text.label);

/**
 * One question as its kind asks it: a text input, a choice's select, a multiple choice's checkboxes
 * or yes/no radios, in the reader's language and marked when required. A sensitive question already
 * answered says its answer is kept, and is kept when left blank.
 */
export function TicketQuestionField({ question, idPrefix, sealed }: { question: AskedQuestion; idPrefix: string; sealed: boolean }) {
  const { t } = useTranslation("account");
  const vi = useActiveLocale() === "vi";
  const { register } = useFormContext<AnswerValues>();
  const id = `${idPrefix}-q${question.id}`;
  const field = register(answerField(question.id));
  const text = inReaderLanguage(question, vi);
  const label = question.required ? t("answers.required", { label: text }) : text;
  const hint = sealed ? t("answers.sealedHint") : undefined;
  switch (question.kind) {
    case "text":
      return <FormField id={id} label={label} hint={hint}>{(aria) => <input type="text" {...aria} {...field} />}</FormField>;
    case "choice":
      return (
        <FormField id={id} label={label} hint={hint}>
          {(aria) => (
            <select {...aria} {...field}>
              <option value="">{t("answers.choose")}</option>
              {question.options.map((option, index) => (
                <option key={index} value={String(index)}>{inReaderLanguage(option, vi)}</option>
              ))}
            </select>
          )}
        </FormField>
      );
    case "multiple":
    case "yesNo": {
      const choices =
        question.kind === "multiple"
          ? question.options.map((option, index) => ({ value: String(index), label: inReaderLanguage(option, vi) }))
          : [{ value: "yes", label: t("answers.yes") }, { value: "no", label: t("answers.no") }];
      return (
        <fieldset className="answer-choices" aria-describedby={hint ? `${id}-hint` : undefined}>
          <legend>{label}</legend>
          {choices.map((choice) => (
            <label key={choice.value} className="checkbox-row">
              <input type={question.kind === "multiple" ? "checkbox" : "radio"} value={choice.value} {...field} />
              {choice.label}
            </label>
          ))}
          {hint && <p className="hint" id={`${id}-hint`}>{hint}</p>}
        </fieldset>
      );
    }
  }
}
