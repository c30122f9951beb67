import { questionsAskedFor, type AskedQuestion, type TAttendeesFormInput } from "@vyc/validators";
import { Controller, useFormContext, useWatch, type FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { inReaderLanguage, QuestionField } from "../../components/question-field";
import { useActiveLocale } from "../../i18n/use-locale";

/** The organiser's questions asked of one attendee's ticket type, after the registration's own fields. */
export function QuestionFields({ index, questions }: { index: number; questions: readonly AskedQuestion[] }) {
  const { t } = useTranslation("registration");
  const locale = useActiveLocale();
  const { control, formState } = useFormContext<TAttendeesFormInput>();
  const typeId = Number(useWatch({ control, name: `attendees.${index}.ticketTypeId` }));
  const asked = questionsAskedFor(questions, Number.isInteger(typeId) && typeId > 0 ? typeId : null);
  if (asked.length === 0) return null;
  const error = formState.errors.attendees?.[index]?.answers as FieldError | undefined;
  const label = (question: AskedQuestion) => (question.required ? inReaderLanguage(question, locale) : t("question.optional", { label: inReaderLanguage(question, locale) }));
  return (
    <div className="questions">
      <h2 className="questions-title">{t("question.title")}</h2>
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
                  label={label(question)}
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
