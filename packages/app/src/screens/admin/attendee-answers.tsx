import type { TRevealedAnswer } from "@vyc/validators";
import { Fragment } from "react";
import { useActiveLocale } from "../../i18n/use-locale";

/** An attendee's answers to the event's questions, each question and answer in the page's language. */
export function AttendeeAnswers({ answers }: { answers: readonly TRevealedAnswer[] }) {
  const vi = useActiveLocale() === "vi";
  return (
    <>
      {answers.map((a) => (
        <Fragment key={a.questionId}>
          <dt>{(vi && a.labelVi) || a.label}</dt>
          <dd className="pre-wrap">{(vi ? a.textVi : a.text) || "—"}</dd>
        </Fragment>
      ))}
    </>
  );
}
