import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ZFlightsForm, type TFlightsForm, type TFlightsFormInput, type TLogisticsRecord } from "@vyc/validators";
import { useId, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { FlightLegFields } from "../registration/flight-leg-fields";
import { flightsFormDefaults } from "../registration/form-drafts";
import { FormField } from "../registration/form-field";
import { ShownMessage } from "../../i18n/shown-text";
import { shownError } from "../../lib/api-errors";
import { submitWith } from "../../lib/submit";

/** After purchase: add or edit the flight details of one ticket, behind a disclosure button. */
export function TicketLogisticsEditor({ ticketId, title }: { ticketId: string; title: string }) {
  const { t } = useTranslation("account");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="ticket-logistics">
      <button type="button" className="btn btn-ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <Trans t={t} i18nKey="logistics.toggle" values={{ title }} components={{ hidden: <span className="visually-hidden" /> }} />
      </button>
      <div id={panelId} hidden={!open}>
        {open && <LogisticsPanel ticketId={ticketId} title={title} onDone={() => setOpen(false)} />}
      </div>
    </div>
  );
}

function LogisticsPanel({ ticketId, title, onDone }: { ticketId: string; title: string; onDone: () => void }) {
  const trpc = useTRPC();
  const { t } = useTranslation("account");
  const current = useQuery({ ...trpc.account.ticketLogistics.queryOptions({ ticketId }), retry: false });
  if (current.isPending) return <Loader label={t("logistics.loading")} />;
  if (current.isError) return <p className="error-banner" role="alert"><ShownMessage text={shownError(current.error)} /></p>;
  return <LogisticsForm ticketId={ticketId} title={title} initial={current.data.logistics} onDone={onDone} />;
}

function LogisticsForm({ ticketId, title, initial, onDone }: { ticketId: string; title: string; initial: TLogisticsRecord | null; onDone: () => void }) {
  const trpc = useTRPC();
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const idPrefix = `ticket-${ticketId}`;
  const form = useForm<TFlightsFormInput, unknown, TFlightsForm>({
    resolver: zodResolver(ZFlightsForm),
    defaultValues: flightsFormDefaults({ flights: initial ? [initial] : [] }, 1),
    mode: "onTouched",
  });
  const save = useMutation(
    trpc.account.updateTicketLogistics.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.account.ticketLogistics.queryKey({ ticketId }), data);
        notify.success(t("logistics.saved"));
        onDone();
      },
      onError: (error) => notify.error(shownError(error)),
    }),
  );
  const comments = form.register("flights.0.comments");
  const submit = ({ flights: [logistics] }: TFlightsForm) => {
    if (logistics) save.mutate({ ticketId, logistics });
  };

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submitWith(form.handleSubmit(submit))} className="logistics-editor">
        <fieldset className="form-block">
          <legend>{t("logistics.legend", { title })}</legend>
          <div className="legs">
            <FlightLegFields index={0} leg="arrival" idPrefix={idPrefix} />
            <FlightLegFields index={0} leg="departure" idPrefix={idPrefix} />
          </div>
          <FormField id={`${idPrefix}-comments`} label={t("logistics.comments")} error={form.formState.errors.flights?.[0]?.comments?.message}>
            {(aria) => <textarea {...aria} rows={2} {...comments} />}
          </FormField>
        </fieldset>
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onDone}>{t("logistics.cancel")}</button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>{t("logistics.save")}</button>
        </div>
      </form>
    </FormProvider>
  );
}
