import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useLocation, useNavigate } from "@tanstack/react-router";
import {
  byTicketNumberMap,
  isFreeEvent,
  isOpenForRegistration,
  questionsAskedFor,
  ZAttendeesForm,
  type TAttendeesForm,
  type TAttendeesFormInput,
  type TEventOutput,
  type TRegistrationOptions,
} from "@vyc/validators";
import { useEffect, useMemo, useState } from "react";
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
import { withAnswersRule } from "./answers-resolver";
import { useRefusalText } from "./use-refusal-text";
import { attendeesFormDefaults } from "./form-drafts";
import { WaiverField } from "./waiver-field";
import { GUARDIAN_WAIVER, LIABILITY_WAIVER } from "./waiver-texts";
import { EventCategory, EventName } from "../../i18n/localized-event";
import "../waiting-list/offer-state";
import { submitWith } from "../../lib/submit";

/** The answers to the questions asked of an attendee's ticket type (a changed type leaves the others behind). */
const askedAnswers = (answers: TAttendeesForm["attendees"][number]["answers"], asked: ReadonlyArray<{ id: number }>) =>
  Object.fromEntries(Object.entries(answers ?? {}).filter(([id]) => asked.some((q) => String(q.id) === id)));

/** Registration step 1: who comes, one block per ticket with its type and the event's questions, and the two waivers. */
export function AttendeesScreen({ eventId, numTickets }: { eventId: number; numTickets: number }) {
  const { t } = useTranslation("registration");
  const trpc = useTRPC();
  const event = useQuery({ ...trpc.events.getData.queryOptions({ id: eventId }), retry: false });
  const options = useQuery({ ...trpc.events.registrationOptions.queryOptions({ id: eventId }), retry: false });
  // Seats a waiting-list offer holds for the visitor count as taken for everyone else; kept from
  // entering the page, as confirming replaces the navigation state before the page unmounts.
  const offerOnEntry = useLocation({ select: (location) => location.state.waitingOffer === true });
  const [waitingOffer] = useState(offerOnEntry);

  if (event.isPending || options.isPending) return <Loader label={t("attendees.loading")} />;
  if (event.isError || options.isError) {
    return (
      <section className="container page">
        <p className="error-banner" role="alert">{t("attendees.loadError")}</p>
      </section>
    );
  }
  if (!isOpenForRegistration(event.data, new Date()) || (event.data.seatsLeft <= 0 && !waitingOffer)) {
    return <Navigate to="/response/$redirection/$type" params={{ redirection: "error", type: "register" }} replace />;
  }
  return <AttendeesForm event={event.data} options={options.data} numTickets={numTickets} />;
}

function AttendeesForm({ event, options, numTickets }: { event: TEventOutput; options: TRegistrationOptions; numTickets: number }) {
  const { t } = useTranslation("registration");
  const navigate = useNavigate();
  const goBack = useGoBack(event.id);
  const session = useSession();
  const refusalText = useRefusalText();
  const { questions, ticketTypes } = options;
  const resolver = useMemo(() => withAnswersRule(zodResolver(ZAttendeesForm), questions, refusalText), [questions, refusalText]);
  const form = useForm<TAttendeesFormInput, unknown, TAttendeesForm>({
    resolver,
    defaultValues: attendeesFormDefaults(readDraftForm(event.id, "attendees"), numTickets, ticketTypes.map((type) => type.id)),
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
    const attendees = values.attendees.map(({ healthcare, answers, ...rest }) => ({
      ...rest,
      ...(event.isOnline ? {} : { healthcare }),
      ...(questions.length > 0 ? { answers: askedAnswers(answers, questionsAskedFor(questions, rest.ticketTypeId)) } : {}),
    }));
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
            <AttendeeFields
              key={i}
              index={i}
              online={event.isOnline}
              ticketTypes={ticketTypes}
              questions={questions}
              currency={isFreeEvent(event) ? null : event.currency}
              timeZone={event.timeZone}
            />
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
