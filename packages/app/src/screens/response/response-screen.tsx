import { Link, useLocation } from "@tanstack/react-router";
import { SUPPORT_EMAIL } from "@vyc/validators";
import { useEffect, useState } from "react";
import { ProgressSteps } from "../../components/progress-steps";
import { clearRegistrationDrafts, parseFlowState, readDraftFlow } from "../../lib/registration-draft";
import { responseContent } from "./response-content";

/** Result page of a flow: a clear message, the next step, the homepage and the support address. */
export function ResponseScreen({ redirection, type }: { redirection: "success" | "error"; type: string }) {
  const content = responseContent(redirection, type);
  const orderComplete = redirection === "success" && type === "checkout";
  const fromHistory = useLocation({ select: (location) => location.state.registration });
  const [online] = useState(() => (parseFlowState(fromHistory) ?? readDraftFlow())?.isOnline ?? false);

  useEffect(() => {
    if (orderComplete) clearRegistrationDrafts();
  }, [orderComplete]);

  return (
    <section className="container page response-page">
      {orderComplete && <ProgressSteps step="done" online={online} />}
      <div className={`card response-card ${redirection}`}>
        <p className="response-icon" aria-hidden="true">{redirection === "success" ? "✓" : "!"}</p>
        <h1>{content.title}</h1>
        <p>{content.message}</p>
        <div className="form-actions">
          {content.action && (
            <Link to={content.action.to} className="btn btn-primary">{content.action.label}</Link>
          )}
          <Link to="/" className="btn btn-ghost">Go to homepage</Link>
        </div>
        <p className="meta">
          Need help? Write to us at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
      </div>
    </section>
  );
}
