import Check from "lucide-react/icons/check";
import { useTranslation } from "react-i18next";

const IN_PERSON_STEPS = ["attendees", "logistics", "payment", "done"] as const;
const ONLINE_STEPS = ["attendees", "done"] as const;

export type RegistrationStep = "attendees" | "logistics" | "payment" | "done";

const stepIndex = (step: RegistrationStep, online: boolean): number => {
  if (online) return step === "done" ? 1 : 0;
  return IN_PERSON_STEPS.indexOf(step);
};

/** Where the buyer is in the registration: 4 steps for in-person events, 2 for online ones. */
export function ProgressSteps({ step, online }: { step: RegistrationStep; online: boolean }) {
  const { t } = useTranslation("common");
  const steps = online ? ONLINE_STEPS : IN_PERSON_STEPS;
  const current = stepIndex(step, online);
  return (
    <nav aria-label={t("progress.label")} className="progress-steps">
      <ol>
        {steps.map((step, i) => (
          <li key={step} aria-current={i === current ? "step" : undefined} className={i < current ? "done" : undefined}>
            <span className="step-number" aria-hidden="true">{i < current ? <Check size={16} strokeWidth={3} /> : i + 1}</span>
            <span className="step-label">
              <span className="visually-hidden">{t("progress.step", { number: i + 1, total: steps.length })}</span>
              {t(`progress.steps.${step}`)}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
