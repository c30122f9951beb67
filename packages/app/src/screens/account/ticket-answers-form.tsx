import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AskedQuestion, TAnswers, TicketAnswersView } from "@vyc/validators";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ShownMessage } from "../../i18n/shown-text";
import { shownError } from "../../lib/api-errors";
import { submitWith } from "../../lib/submit";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { answerField, TicketQuestionField, type AnswerValues } from "./ticket-question-field";

const isBlank = (value: string | string[]): boolean => (Array.isArray(value) ? value.length === 0 : value.trim() === "");

/** The form's starting values: the answers given, blanks for the others. */
const initialValues = (view: TicketAnswersView): AnswerValues =>
  Object.fromEntries(view.questions.map((q) => [answerField(q.id), view.answers[String(q.id)] ?? (q.kind === "multiple" ? [] : "")]));

/** The answers to send: a blank clears an answer, except a sensitive one's, which is left out and so kept. */
const answersToSend = (questions: readonly AskedQuestion[], values: AnswerValues): TAnswers =>
  Object.fromEntries(
    questions.flatMap((q) => {
      // A radio left unchosen reads null.
      const value = values[answerField(q.id)] ?? "";
      if (isBlank(value)) return q.sensitive ? [] : [[String(q.id), q.kind === "multiple" ? [] : ""]];
      return [[String(q.id), value]];
    }),
  );

/** Changes a ticket's answers; the server checks them and refuses after the event has started. */
export function TicketAnswersForm({ ticketId, title, view, onDone }: { ticketId: string; title: string; view: TicketAnswersView; onDone: () => void }) {
  const trpc = useTRPC();
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const form = useForm<AnswerValues>({ defaultValues: initialValues(view) });
  const save = useMutation(
    trpc.questions.changeTicketAnswers.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.questions.ticketAnswers.queryKey({ ticketId }) });
        notify.success(t("answers.saved"));
        onDone();
      },
    }),
  );
  const submit = (values: AnswerValues) => save.mutate({ ticketId, answers: answersToSend(view.questions, values) });
  const idPrefix = `ticket-${ticketId}-answers`;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submitWith(form.handleSubmit(submit))} className="answers-form">
        <fieldset className="form-block">
          <legend>{t("answers.legend", { title })}</legend>
          {view.questions.map((q) => (
            <TicketQuestionField key={q.id} question={q} idPrefix={idPrefix} sealed={view.sealedAnswered.includes(q.id)} />
          ))}
        </fieldset>
        {save.isError && <p className="error-banner" role="alert"><ShownMessage text={shownError(save.error)} /></p>}
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onDone}>{t("answers.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>{t("answers.save")}</button>
        </div>
      </form>
    </FormProvider>
  );
}
