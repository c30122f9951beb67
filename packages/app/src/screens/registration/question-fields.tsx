import { questionsAskedFor, QUESTION_LIMITS, type AskedQuestion, type TAnswers, type TAttendeesFormInput } from "@vyc/validators";
import { Controller, useFormContext, useWatch, type FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useActiveLocale } from "../../i18n/use-locale";
import { MessageText } from "../../i18n/message-text";

type Answer = TAnswers[string];

const inLanguage = (item: { label: string; labelVi: string }, locale: string): string => (locale === "vi" && item.labelVi ? item.labelVi : item.label);

interface QuestionProps {
  question: AskedQuestion;
  id: string;
  value: Answer | undefined;
  error: string | undefined;
  onChange: (value: Answer) => void;
}

/** One question as its kind asks it: a text box, a list of options, checkboxes, or yes/no. */
function QuestionField({ question, id, value, error, onChange }: QuestionProps) {
  const { t } = useTranslation("registration");
  const locale = useActiveLocale();
  const label = question.required ? inLanguage(question, locale) : t("question.optional", { label: inLanguage(question, locale) });
  const errorId = `${id}-error`;
  const aria = { "aria-invalid": Boolean(error), ...(error ? { "aria-describedby": errorId } : {}) };
  const text = typeof value === "string" ? value : "";
  const chosen = Array.isArray(value) ? value : [];
  const errorLine = error && <p className="field-error" id={errorId}><MessageText text={error} /></p>;
  if (question.kind === "text" || question.kind === "choice") {
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {question.kind === "text" ? (
          <input id={id} type="text" maxLength={QUESTION_LIMITS.textAnswerMaxLength} value={text} onChange={(e) => onChange(e.target.value)} {...aria} />
        ) : (
          <select id={id} value={text} onChange={(e) => onChange(e.target.value)} {...aria}>
            <option value="">{t("question.choose")}</option>
            {question.options.map((option, i) => <option key={i} value={String(i)}>{inLanguage(option, locale)}</option>)}
          </select>
        )}
        {errorLine}
      </div>
    );
  }
  const choices = question.kind === "yesNo" ? [{ value: "yes", label: t("question.yes") }, { value: "no", label: t("question.no") }] : question.options.map((option, i) => ({ value: String(i), label: inLanguage(option, locale) }));
  const toggle = (option: string, on: boolean) => onChange(on ? [...chosen, option] : chosen.filter((v) => v !== option));
  return (
    <fieldset className="field question-choices" id={id} {...aria}>
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
      {errorLine}
    </fieldset>
  );
}

/** The organiser's questions asked of one attendee's ticket type, after the registration's own fields. */
export function QuestionFields({ index, questions }: { index: number; questions: readonly AskedQuestion[] }) {
  const { t } = useTranslation("registration");
  const { control, formState } = useFormContext<TAttendeesFormInput>();
  const typeId = Number(useWatch({ control, name: `attendees.${index}.ticketTypeId` }));
  const asked = questionsAskedFor(questions, Number.isInteger(typeId) && typeId > 0 ? typeId : null);
  if (asked.length === 0) return null;
  const error = formState.errors.attendees?.[index]?.answers as FieldError | undefined;
  return (
    <div className="questions">
      <h3 className="questions-title">{t("question.title")}</h3>
      <Controller
        control={control}
        name={`attendees.${index}.answers`}
        render={({ field }) => {
          const answers = field.value ?? {};
          return (
            <>
              {asked.map((question) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  id={`ticket-${index + 1}-question-${question.id}`}
                  value={answers[String(question.id)]}
                  error={error?.type === String(question.id) ? error.message : undefined}
                  onChange={(value) => field.onChange({ ...answers, [String(question.id)]: value })}
                />
              ))}
            </>
          );
        }}
      />
    </div>
  );
}
