import { zodResolver } from "@hookform/resolvers/zod";
import { Navigate, useNavigate } from "@tanstack/react-router";
import { byTicketNumberMap, ZFlightsForm, type TFlightsForm, type TFlightsFormInput } from "@vyc/validators";
import { useEffect } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ProgressSteps } from "../../components/progress-steps";
import { readDraftForm, saveDraftFlow, saveDraftForm } from "../../lib/registration-draft";
import type { RegistrationFlowState } from "../../lib/registration-flow";
import { useGoBack } from "../../lib/use-go-back";
import { useRegistrationFlow } from "../../lib/use-registration-flow";
import { FlightLegFields } from "./flight-leg-fields";
import { FormField } from "./form-field";
import { flightsFormDefaults } from "./form-drafts";
import { submitWith } from "../../lib/submit";

/** Step 2, transportation details: arrival and departure of every ticket's participant. */
export function FlightsScreen() {
  const flow = useRegistrationFlow();
  if (!flow) return <Navigate to="/" replace />;
  return <FlightsForm flow={flow} />;
}

function FlightsForm({ flow }: { flow: RegistrationFlowState }) {
  const { t } = useTranslation("registration");
  const navigate = useNavigate();
  const goBack = useGoBack(flow.eventId);
  const form = useForm<TFlightsFormInput, unknown, TFlightsForm>({
    resolver: zodResolver(ZFlightsForm),
    defaultValues: flightsFormDefaults(readDraftForm(flow.eventId, "flights"), flow.numTickets),
    mode: "onTouched",
  });
  const errors = form.formState.errors.flights;
  const comments = Array.from({ length: flow.numTickets }, (_, i) => form.register(`flights.${i}.comments`));

  useEffect(() => {
    const subscription = form.watch((values) => saveDraftForm(flow.eventId, "flights", values));
    return () => subscription.unsubscribe();
  }, [form, flow.eventId]);

  const confirm = (values: TFlightsForm) => {
    const registration: RegistrationFlowState = { ...flow, logisticCase: "logisticInformation", logisticsData: byTicketNumberMap(values.flights) };
    saveDraftFlow(registration);
    void navigate({ to: "/checkout", state: { registration } });
  };

  return (
    <section className="container page registration">
      <ProgressSteps step="logistics" online={false} />
      <h1>{t("flights.title")}</h1>
      <FormProvider {...form}>
        <form noValidate onSubmit={submitWith(form.handleSubmit(confirm))}>
          {Array.from({ length: flow.numTickets }, (_, i) => {
            const attendee = flow.ticketsData[String(i + 1)];
            return (
              <fieldset key={i} className="card form-block">
                <legend>
                  {attendee
                    ? t("flights.ticketOf", { number: String(i + 1), firstName: attendee.firstName, lastName: attendee.lastName })
                    : t("flights.ticket", { number: String(i + 1) })}
                </legend>
                <div className="legs">
                  <FlightLegFields index={i} leg="arrival" />
                  <FlightLegFields index={i} leg="departure" />
                </div>
                <FormField id={`ticket-${i + 1}-comments`} label={t("flights.comments")} error={errors?.[i]?.comments?.message}>
                  {(aria) => <textarea {...aria} rows={2} {...comments[i]} />}
                </FormField>
              </fieldset>
            );
          })}
          <div className="form-actions">
            <button type="button" className="btn btn-ghost" onClick={goBack}>{t("flights.cancel")}</button>
            <button type="submit" className="btn btn-primary">{t("flights.confirm")}</button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
