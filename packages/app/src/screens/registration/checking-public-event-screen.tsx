import { useQuery } from "@tanstack/react-query";
import { Navigate } from "@tanstack/react-router";
import { isFreeEvent } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import type { RegistrationFlowState } from "../../lib/registration-flow";
import { useTRPC } from "../../lib/trpc";
import { useRegistrationFlow } from "../../lib/use-registration-flow";

/** Online events: a free event is confirmed without payment, a paid one goes to checkout. Nothing is shown meanwhile. */
export function CheckingPublicEventScreen() {
  const flow = useRegistrationFlow();
  if (!flow) return <Navigate to="/" replace />;
  return <CheckingPublicEvent flow={flow} />;
}

function CheckingPublicEvent({ flow }: { flow: RegistrationFlowState }) {
  const { t } = useTranslation("registration");
  const trpc = useTRPC();
  const event = useQuery({ ...trpc.events.getData.queryOptions({ id: flow.eventId }), retry: false });

  if (event.isPending) return <Loader label={t("checking.loading")} />;
  if (event.isError) {
    return (
      <section className="container page">
        <p className="error-banner" role="alert">{t("checking.loadError")}</p>
      </section>
    );
  }
  const registration: RegistrationFlowState = { ...flow, isOnline: event.data.isOnline };
  return <Navigate to={isFreeEvent(event.data) ? "/register/confirm_attendance" : "/checkout"} state={{ registration }} replace />;
}
