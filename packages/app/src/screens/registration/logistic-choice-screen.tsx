import { Navigate, useNavigate } from "@tanstack/react-router";
import { LOGISTIC_CASES, type LogisticCase } from "@vyc/validators";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ProgressSteps } from "../../components/progress-steps";
import { readDraftForm, saveDraftFlow, saveDraftForm } from "../../lib/registration-draft";
import type { RegistrationFlowState } from "../../lib/registration-flow";
import { useGoBack } from "../../lib/use-go-back";
import { useRegistrationFlow } from "../../lib/use-registration-flow";
import { logisticCaseDefault } from "./form-drafts";
import { LOGISTIC_LABELS } from "./logistic-labels";

/** Step 2: how the attendees travel. Only the transportation details option asks for more. */
export function LogisticChoiceScreen() {
  const flow = useRegistrationFlow();
  if (!flow) return <Navigate to="/" replace />;
  return <LogisticChoice flow={flow} />;
}

function LogisticChoice({ flow }: { flow: RegistrationFlowState }) {
  const { t } = useTranslation("registration");
  const navigate = useNavigate();
  const goBack = useGoBack(flow.eventId);
  const [choice, setChoice] = useState(() => logisticCaseDefault(readDraftForm(flow.eventId, "logisticCase")));

  const choose = (value: LogisticCase) => {
    setChoice(value);
    saveDraftForm(flow.eventId, "logisticCase", value);
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) return;
    const { logisticsData: _, ...base } = flow;
    const registration: RegistrationFlowState = { ...base, logisticCase: choice };
    saveDraftFlow(registration);
    void navigate({ to: choice === "logisticInformation" ? "/register/logistic_informations" : "/checkout", state: { registration } });
  };

  return (
    <section className="container page registration">
      <ProgressSteps step="logistics" online={false} />
      <h1>{t("logistics.title")}</h1>
      <form onSubmit={confirm}>
        <fieldset className="card form-block">
          <legend>{t("logistics.question")}</legend>
          <div className="radio-list">
            {LOGISTIC_CASES.map((value) => (
              <label key={value} className="radio-option">
                <input type="radio" name="logisticCase" value={value} checked={choice === value} onChange={() => choose(value)} />
                {t(LOGISTIC_LABELS[value])}
              </label>
            ))}
          </div>
          <p className="hint">{t("logistics.later")}</p>
        </fieldset>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={goBack}>{t("logistics.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={!choice}>{t("logistics.confirm")}</button>
        </div>
      </form>
    </section>
  );
}
