import { useMutation, useQuery } from "@tanstack/react-query";
import { Navigate, useNavigate } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { ProgressSteps } from "../../components/progress-steps";
import { refusalOf } from "../../lib/api-errors";
import type { RegistrationFlowState } from "../../lib/registration-flow";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { useErrorBanner } from "../../lib/use-error-banner";
import { useGoBack } from "../../lib/use-go-back";
import { useRegistrationFlow } from "../../lib/use-registration-flow";
import { ShownMessage } from "../../i18n/shown-text";
import { EventName } from "../../i18n/localized-event";

/** Online events without payment: confirming registers the participants. */
export function ConfirmAttendanceScreen() {
  const flow = useRegistrationFlow();
  if (!flow) return <Navigate to="/" replace />;
  return <ConfirmAttendance flow={flow} />;
}

function ConfirmAttendance({ flow }: { flow: RegistrationFlowState }) {
  const { t } = useTranslation("registration");
  const trpc = useTRPC();
  const navigate = useNavigate();
  const goBack = useGoBack(flow.eventId);
  const [refusal, showRefusal] = useErrorBanner();
  const event = useQuery({ ...trpc.events.getData.queryOptions({ id: flow.eventId }), retry: false });
  const register = useMutation(
    trpc.registration.public.mutationOptions({
      onSuccess: () =>
        navigate({ to: "/response/$redirection/$type", params: { redirection: "success", type: "checkout" }, state: { registration: flow }, replace: true }),
      onError: (error) => {
        notify.error(t("confirmAttendance.error"));
        const refused = refusalOf(error);
        if (refused) showRefusal(refused);
      },
    }),
  );
  const participants = Object.entries(flow.ticketsData).sort(([a], [b]) => Number(a) - Number(b));

  const confirm = () =>
    register.mutate({ eventId: flow.eventId, numTickets: flow.numTickets, attendees: flow.ticketsData, isOnline: flow.isOnline ?? true });

  return (
    <section className="container page registration">
      <ProgressSteps step="attendees" online />
      <h1>{t("confirmAttendance.title")}</h1>
      {event.data && <p className="meta"><EventName event={event.data} /></p>}
      <div className="card form-block">
        <p>{t("confirmAttendance.text")}</p>
        <h2>{t("confirmAttendance.participants")}</h2>
        <ul>
          {participants.map(([number, a]) => (
            <li key={number}>{t("confirmAttendance.ticket", { number, firstName: a.firstName, lastName: a.lastName })}</li>
          ))}
        </ul>
        {refusal && <p className="error-banner" role="alert"><ShownMessage text={refusal} /></p>}
      </div>
      <div className="form-actions">
        <button type="button" className="btn btn-ghost" onClick={goBack}>{t("confirmAttendance.cancel")}</button>
        <button type="button" className="btn btn-primary" onClick={confirm} disabled={register.isPending}>
          {register.isPending ? t("confirmAttendance.confirming") : t("confirmAttendance.confirm")}
        </button>
      </div>
    </section>
  );
}
