import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useLocation, useNavigate } from "@tanstack/react-router";
import { byTicketNumberMap, isOpenForRegistration, ZAttendeesForm, type TAttendeesForm, type TAttendeesFormInput, type TEventOutput } from "@vyc/validators";
import { useEffect, useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { ProgressSteps } from "../../components/progress-steps";
import { readDraftForm, saveDraftFlow, saveDraftForm } from "../../lib/registration-draft";
import type { RegistrationFlowState } from "../../lib/registration-flow";
import { useTRPC } from "../../lib/trpc";
import { useGoBack } from "../../lib/use-go-back";
import { useSession } from "../../lib/use-session";
import { AttendeeFields } from "./attendee-fields";
import { attendeesFormDefaults } from "./form-drafts";
import { WaiverField } from "./waiver-field";
import { GUARDIAN_WAIVER, LIABILITY_WAIVER } from "./waiver-texts";
import { EventCategory, EventName } from "../../i18n/localized-event";
import "../waiting-list/offer-state";
import { submitWith } from "../../lib/submit";

/** Registration step 1: who comes, one block per ticket, and the two waivers. */
export function AttendeesScreen({ eventId, numTickets }: { eventId: number; numTickets: number }) {
  const { t } = useTranslation("registration");
  const trpc = useTRPC();
  const event = useQuery({ ...trpc.events.getData.queryOptions({ id: eventId }), retry: false });
  // Seats a waiting-list offer holds for the visitor count as taken for everyone else; kept from
  // entering the page, as confirming replaces the navigation state before the page unmounts.
  const offerOnEntry = useLocation({ select: (location) => location.state.waitingOffer === true });
  const [waitingOffer] = useState(offerOnEntry);

  if (event.isPending) return <Loader label={t("attendees.loading")} />;
  if (event.isError) {
    return (
      <section className="container page">
        <p className="error-banner" role="alert">{t("attendees.loadError")}</p>
      </section>
    );
  }
  if (!isOpenForRegistration(event.data, new Date()) || (event.data.seatsLeft <= 0 && !waitingOffer)) {
    return <Navigate to="/response/$redirection/$type" params={{ redirection: "error", type: "register" }} replace />;
  }
  return <AttendeesForm event={event.data} numTickets={numTickets} />;
}

function AttendeesForm({ event, numTickets }: { event: TEventOutput; numTickets: number }) {
  const { t } = useTranslation("registration");
  const navigate = useNavigate();
  const goBack = useGoBack(event.id);
  const session = useSession();
  const form = useForm<TAttendeesFormInput, unknown, TAttendeesForm>({
    resolver: zodResolver(ZAttendeesForm),
    defaultValues: attendeesFormDefaults(readDraftForm(event.id, "attendees"), numTickets),
    mode: "onTouched",
  });
  const [liability, guardian] = useWatch({ control: form.control, name: ["waiverLiability", "waiverGuardian"] });
  const waiversAccepted = liability === true && guardian === true;
  const buyerEmail = session.user?.email;

  // Ticket 1 is usually the buyer: their e-mail is filled in until they type another.
  useEffect(() => {
    if (buyerEmail && !form.getValues("attendees.0.email") && !form.getFieldState("attendees.0.email").isDirty) {
      form.setValue("attendees.0.email", buyerEmail);
    }
  }, [buyerEmail, form]);

  useEffect(() => {
    const subscription = form.watch((values) => saveDraftForm(event.id, "attendees", values));
    return () => subscription.unsubscribe();
  }, [form, event.id]);

  const confirm = (values: TAttendeesForm) => {
    const attendees = event.isOnline ? values.attendees.map(({ healthcare: _, ...rest }) => rest) : values.attendees;
    const registration: RegistrationFlowState = { eventId: event.id, numTickets, isOnline: event.isOnline, ticketsData: byTicketNumberMap(attendees) };
    saveDraftFlow(registration);
    void navigate({ to: event.isOnline ? "/register/checking_public_event" : "/register/logistic", state: { registration } });
  };

  return (
    <section className="container page registration">
      <ProgressSteps step="attendees" online={event.isOnline} />
      <p className="eyebrow"><EventCategory event={event} /></p>
      <h1>{t("attendees.title")}</h1>
      <p className="meta">
        <EventName event={event} /> · {t("attendees.tickets", { count: numTickets })}
      </p>
      <FormProvider {...form}>
        <form noValidate onSubmit={submitWith(form.handleSubmit(confirm))}>
          {Array.from({ length: numTickets }, (_, i) => (
            <AttendeeFields key={i} index={i} online={event.isOnline} />
          ))}
          <fieldset className="card form-block waivers">
            <legend>{t("attendees.waiversLegend")}</legend>
            <WaiverField name="waiverLiability" waiver={LIABILITY_WAIVER} label={t("attendees.acceptLiability")} />
            <WaiverField
              name="waiverGuardian"
              waiver={GUARDIAN_WAIVER}
              label={t("attendees.acceptGuardian")}
            />
          </fieldset>
          <div className="form-actions">
            {!waiversAccepted && <p className="hint" id="waivers-hint">{t("attendees.acceptBoth")}</p>}
            <button type="button" className="btn btn-ghost" onClick={goBack}>{t("attendees.cancel")}</button>
            <button type="submit" className="btn btn-primary" disabled={!waiversAccepted} aria-describedby={waiversAccepted ? undefined : "waivers-hint"}>
              {t("attendees.confirm")}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
