import { QUESTION_LIMITS, type AskedQuestion, type TAnswers } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { MessageText } from "../i18n/message-text";
import { useActiveLocale } from "../i18n/use-locale";
import "./question-field.css";

/** One answer as a form holds it: text, an option's index, options' indexes, "yes"/"no". */
export type AnswerValue = TAnswers[string];

/** A question's or an option's label in the reader's language: the Vietnamese one when there is one. */
export const inReaderLanguage = (text: { label: string; labelVi: string }, locale: string): string => (locale === "vi" && text.labelVi ? text.labelVi : text.label);

interface Props {
  question: AskedQuestion;
  id: string;
  /** The question as shown, marked required or optional by the form that asks it. */
  label: string;
  value: AnswerValue | null | undefined;
  onChange: (value: AnswerValue) => void;
  error?: string | undefined;
  hint?: string | undefined;
}

/**
 * One organiser's question as its kind asks it, wherever it is answered (the registration form, the
 * tickets page): a text box, a choice's list, a multiple choice's checkboxes, or yes/no.
 */
export function QuestionField({ question, id, label, value, onChange, error, hint }: Props) {
  const { t } = useTranslation("common");
  const locale = useActiveLocale();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  const aria = { "aria-invalid": Boolean(error), ...(described ? { "aria-describedby": described } : {}) };
  const text = typeof value === "string" ? value : "";
  const chosen = Array.isArray(value) ? value : [];
  const notes = (
    <>
      {hint && <p className="hint" id={`${id}-hint`}>{hint}</p>}
      {error && <p className="field-error" id={`${id}-error`}><MessageText text={error} /></p>}
    </>
  );
  if (question.kind === "text" || question.kind === "choice") {
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {question.kind === "text" ? (
          <input id={id} type="text" maxLength={QUESTION_LIMITS.textAnswerMaxLength} value={text} onChange={(e) => onChange(e.target.value)} {...aria} />
        ) : (
          <select id={id} value={text} onChange={(e) => onChange(e.target.value)} {...aria}>
            <option value="">{t("question.choose")}</option>
            {question.options.map((option, i) => <option key={i} value={String(i)}>{inReaderLanguage(option, locale)}</option>)}
          </select>
        )}
        {notes}
      </div>
    );
  }
  const choices =
    question.kind === "yesNo"
      ? [{ value: "yes", label: t("question.yes") }, { value: "no", label: t("question.no") }]
      : question.options.map((option, i) => ({ value: String(i), label: inReaderLanguage(option, locale) }));
  const toggle = (option: string, on: boolean) => onChange(on ? [...chosen, option] : chosen.filter((v) => v !== option));
  return (
    <fieldset className="question-choices" id={id} {...aria}>
      <legend>{label}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="checkbox-row">
          {question.kind === "yesNo" ? (
            <input type="radio" name={id} value={choice.value} checked={text === choice.value} onChange={() => onChange(choice.value)} />
          ) : (
            <input type="checkbox" value={choice.value} checked={chosen.includes(choice.value)} onChange={(e) => toggle(choice.value, e.target.checked)} />
          )}
          {choice.label}
        </label>
      ))}
      {notes}
    </fieldset>
  );
}
