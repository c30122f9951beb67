import { Link, useLocation } from "@tanstack/react-router";
import { LIMITS, SUPPORT_EMAIL } from "@vyc/validators";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import CircleCheck from "lucide-react/icons/circle-check";
import { useEffect, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { PriceLines } from "../../components/price-lines";
import { ProgressSteps } from "../../components/progress-steps";
import "../checkout/paid-state";
import { clearRegistrationDrafts, parseFlowState, readDraftFlow } from "../../lib/registration-draft";
import { responseContent } from "./response-content";

const CHECKOUT_MINUTES = LIMITS.checkoutTimeoutMs / 60_000;

/** Result page of a flow: a clear message, the next step, the homepage and the support address. */
export function ResponseScreen({ redirection, type }: { redirection: "success" | "error"; type: string }) {
  const { t } = useTranslation("response");
  const content = responseContent(redirection, type);
  const orderComplete = redirection === "success" && type === "checkout";
  const fromHistory = useLocation({ select: (location) => location.state.registration });
  const [online] = useState(() => (parseFlowState(fromHistory) ?? readDraftFlow())?.isOnline ?? false);
  const paid = useLocation({ select: (location) => location.state.paid });

  useEffect(() => {
    if (orderComplete) clearRegistrationDrafts();
  }, [orderComplete]);

  return (
    <section className="container page response-page">
      {orderComplete && <ProgressSteps step="done" online={online} />}
      <div className={`card response-card ${redirection}`}>
        <p className="response-icon" aria-hidden="true">{redirection === "success" ? <CircleCheck size={30} /> : <CircleAlert size={30} />}</p>
        <h1>{t(content.title)}</h1>
        <p>{t(content.message, { minutes: CHECKOUT_MINUTES })}</p>
        {orderComplete && paid && <PriceLines lines={paid} />}
        <div className="form-actions">
          {content.action && (
            <Link to={content.action.to} className="btn btn-primary">{t(content.action.label)}</Link>
          )}
          <Link to="/" className="btn btn-ghost">{t("actions.home")}</Link>
        </div>
        <p className="meta">
          <Trans t={t} i18nKey="help" values={{ email: SUPPORT_EMAIL }} components={{ mail: <a href={`mailto:${SUPPORT_EMAIL}`} /> }} />
        </p>
      </div>
    </section>
  );
}
