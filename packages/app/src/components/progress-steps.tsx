const IN_PERSON_STEPS = ["Attendee info", "Logistics", "Payment", "Done"] as const;
const ONLINE_STEPS = ["Attendee info", "Done"] as const;

export type RegistrationStep = "attendees" | "logistics" | "payment" | "done";

const stepIndex = (step: RegistrationStep, online: boolean): number => {
  if (online) return step === "done" ? 1 : 0;
  return ["attendees", "logistics", "payment", "done"].indexOf(step);
};

/** Where the buyer is in the registration: 4 steps for in-person events, 2 for online ones. */
export function ProgressSteps({ step, online }: { step: RegistrationStep; online: boolean }) {
  const steps = online ? ONLINE_STEPS : IN_PERSON_STEPS;
  const current = stepIndex(step, online);
  return (
    <nav aria-label="Registration progress" className="progress-steps">
      <ol>
        {steps.map((label, i) => (
          <li key={label} aria-current={i === current ? "step" : undefined} className={i < current ? "done" : undefined}>
            <span className="step-number" aria-hidden="true">{i + 1}</span>
            <span className="step-label">
              <span className="visually-hidden">Step {i + 1} of {steps.length}: </span>
              {label}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
