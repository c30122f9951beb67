import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ZBilling, type TBilling, type TBillingForm } from "@vyc/validators";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { ShownMessage } from "../../i18n/shown-text";
import { shownError } from "../../lib/api-errors";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { FormField } from "../registration/form-field";
import { submitWith } from "../../lib/submit";

/**
 * The billing details of an order (name, organisation, address printed on its invoice), behind a
 * disclosure button. Before paying they go on the invoice to come; after, saving a change issues a
 * corrected invoice.
 */
export function BillingEditor({ orderId, paid }: { orderId: number; paid: boolean }) {
  const { t } = useTranslation("account");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="billing-editor">
      <button type="button" className="btn btn-ghost" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {t("billing.toggle")}
      </button>
      <div id={panelId} hidden={!open}>
        {open && <BillingPanel orderId={orderId} paid={paid} onDone={() => setOpen(false)} />}
      </div>
    </div>
  );
}

function BillingPanel({ orderId, paid, onDone }: { orderId: number; paid: boolean; onDone: () => void }) {
  const trpc = useTRPC();
  const { t } = useTranslation("account");
  const current = useQuery({ ...trpc.account.billing.queryOptions({ orderId }), retry: false });
  if (current.isPending) return <Loader label={t("billing.loading")} />;
  if (current.isError) return <p className="error-banner" role="alert"><ShownMessage text={shownError(current.error)} /></p>;
  return <BillingForm orderId={orderId} paid={paid} initial={current.data} onDone={onDone} />;
}

function BillingForm({ orderId, paid, initial, onDone }: { orderId: number; paid: boolean; initial: TBilling; onDone: () => void }) {
  const trpc = useTRPC();
  const { t } = useTranslation("account");
  const queryClient = useQueryClient();
  const idPrefix = `billing-${orderId}`;
  const form = useForm<TBillingForm, unknown, TBilling>({
    resolver: zodResolver(ZBilling),
    defaultValues: { billingName: initial.billingName ?? "", billingOrganisation: initial.billingOrganisation ?? "", billingAddress: initial.billingAddress ?? "" },
    mode: "onTouched",
  });
  const save = useMutation(
    trpc.account.setBilling.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.account.billing.queryKey({ orderId }), data.billing);
        notify.success(data.correctedInvoice ? t("billing.corrected", { number: data.correctedInvoice }) : t("billing.saved"));
        onDone();
      },
      onError: (error) => notify.error(shownError(error)),
    }),
  );
  const errors = form.formState.errors;
  const fields = { name: form.register("billingName"), organisation: form.register("billingOrganisation"), address: form.register("billingAddress") };
  return (
    <form noValidate onSubmit={submitWith(form.handleSubmit((billing) => save.mutate({ orderId, billing })))} className="billing-form">
      <fieldset className="form-block">
        <legend>{t("billing.legend", { orderId: String(orderId) })}</legend>
        <p className="hint">{t(paid ? "billing.hintPaid" : "billing.hintPending")}</p>
        <FormField id={`${idPrefix}-name`} label={t("billing.name")} error={errors.billingName?.message}>
          {(aria) => <input {...aria} autoComplete="name" {...fields.name} />}
        </FormField>
        <FormField id={`${idPrefix}-organisation`} label={t("billing.organisation")} error={errors.billingOrganisation?.message}>
          {(aria) => <input {...aria} autoComplete="organization" {...fields.organisation} />}
        </FormField>
        <FormField id={`${idPrefix}-address`} label={t("billing.address")} error={errors.billingAddress?.message}>
          {(aria) => <textarea {...aria} rows={3} autoComplete="street-address" {...fields.address} />}
        </FormField>
      </fieldset>
      <div className="form-actions">
        <button type="button" className="btn btn-ghost" onClick={onDone}>{t("billing.cancel")}</button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>{t("billing.save")}</button>
      </div>
    </form>
  );
}
