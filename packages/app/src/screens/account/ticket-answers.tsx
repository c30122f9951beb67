import { useQuery } from "@tanstack/react-query";
import { answerText, type AskedQuestion, type TicketAnswersView } from "@vyc/validators";
import { Fragment, useId, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { ShownMessage } from "../../i18n/shown-text";
import { useActiveLocale } from "../../i18n/use-locale";
import { shownError } from "../../lib/api-errors";
import { useTRPC } from "../../lib/trpc";
import { TicketAnswersForm } from "./ticket-answers-form";
import { inReaderLanguage } from "../../components/question-field";

/** After purchase: the answers given to the event's questions for one ticket, behind a disclosure button, to be changed until the event starts. */
export function TicketAnswers({ ticketId, title }: { ticketId: string; title: string }) {
  const { t } = useTranslation("account");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="ticket-answers">
      <button type="button" className="btn btn-ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <Trans t={t} i18nKey="answers.toggle" values={{ title }} components={{ hidden: <span className="visually-hidden" /> }} />
      </button>
      <div id={panelId} hidden={!open}>
        {open && <AnswersPanel ticketId={ticketId} title={title} />}
      </div>
    </div>
  );
}

function AnswersPanel({ ticketId, title }: { ticketId: string; title: string }) {
  const trpc = useTRPC();
  const { t } = useTranslation("account");
  const [editing, setEditing] = useState(false);
  const current = useQuery({ ...trpc.questions.ticketAnswers.queryOptions({ ticketId }), retry: false });
  if (current.isPending) return <Loader label={t("answers.loading")} />;
  if (current.isError) return <p className="error-banner" role="alert"><ShownMessage text={shownError(current.error)} /></p>;
  const view = current.data;
  if (editing) return <TicketAnswersForm ticketId={ticketId} title={title} view={view} onDone={() => setEditing(false)} />;
  const changeable = new Date(view.changeableUntil) > new Date();
  return (
    <section className="answers-view" aria-label={t("answers.legend", { title })}>
      <AnswersList view={view} />
      {changeable ? (
        <button type="button" className="btn btn-ghost" onClick={() => setEditing(true)}>{t("answers.change")}</button>
      ) : (
        <p className="meta">{t("answers.closed")}</p>
      )}
    </section>
  );
}

/** A given answer as stored (a multiple choice's indexes as a JSON list), for answerText. */
const storedForm = (value: string | string[]): string => (Array.isArray(value) ? JSON.stringify(value.map(Number)) : value);

/** The questions and the answers given, in the reader's language; a sensitive answer is only said to be given. */
function AnswersList({ view }: { view: TicketAnswersView }) {
  const { t } = useTranslation("account");
  const locale = useActiveLocale();
  const vi = locale === "vi";
  const shown = (q: AskedQuestion): string => {
    if (view.sealedAnswered.includes(q.id)) return t("answers.sealed");
    const given = view.answers[String(q.id)];
    const text = given === undefined ? "" : answerText(q, storedForm(given), vi ? "vi" : "en", { yes: t("answers.yes"), no: t("answers.no") });
    return text || t("answers.unanswered");
  };
  return (
    <dl className="facts">
      {view.questions.map((q) => (
        <Fragment key={q.id}>
          <dt>{inReaderLanguage(q, locale)}</dt>
          <dd className="pre-wrap">{shown(q)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
