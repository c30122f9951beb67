import { zodResolver } from "@hookform/resolvers/zod";
import { DESK_REFUND_METHODS, ZRefundOrderInput, type TRefundForm, type TRefundOrderInput } from "@vyc/validators";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { MessageText } from "../../i18n/message-text";
import { useFormat } from "../../i18n/use-format";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { FormField } from "../registration/form-field";
import { serverIssues } from "./server-issues";
import { useAdminMutation } from "./use-admin-mutation";

export interface RefundableOrder {
  id: number;
  provider: string | null;
  totalMinor: number;
  currency: string;
  tickets: ReadonlyArray<{ id: string; number: number; firstName: string; lastName: string; status: string }>;
}

const hintOf = (order: RefundableOrder): string => {
  if (order.totalMinor === 0) return "refund.freeHint";
  if (order.provider === "paypal") return "refund.paypalHint";
  if (order.provider === "test") return "refund.testHint";
  return "refund.deskHint";
};

/**
 * Staff refund a paid order: every valid ticket or the ones ticked, with a reason, and for a desk
 * order how the money went back. The server works out the amount; the answer says what was given back.
 */
export function RefundForm({ order }: { order: RefundableOrder }) {
  const { t } = useTranslation("refunds");
  const { money } = useFormat();
  const trpc = useTRPC();
  const [whole, setWhole] = useState(true);
  const refund = useAdminMutation(trpc.refunds.refundOrder.mutationOptions());
  const desk = order.totalMinor > 0 && order.provider !== "paypal" && order.provider !== "test";
  const valid = order.tickets.filter((ticket) => ticket.status === "valid");
  const validate = zodResolver(ZRefundOrderInput);
  const form = useForm<TRefundForm, unknown, TRefundOrderInput>({
    // The whole order is sent without tickets: the server refunds every valid one.
    resolver: (values, context, options) => validate({ ...values, ticketIds: whole ? undefined : (values.ticketIds ?? []) }, context, options),
    defaultValues: { orderId: order.id, reason: "", ticketIds: [] },
    mode: "onTouched",
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const errors = formState.errors;
  const fields = { ticketIds: register("ticketIds"), reason: register("reason"), deskMethod: register("deskMethod") };
  const idPrefix = `refund-${order.id}`;

  const submit = handleSubmit(async (values) => {
    try {
      const done = await refund.mutateAsync({ ...values, orderId: order.id });
      reset({ orderId: order.id, reason: "", ticketIds: [] });
      setWhole(true);
      notify.success(t("refund.done", { amount: money(done.amountMinor, done.currency) }));
    } catch (error) {
      for (const issue of serverIssues(error)) setError(issue.path.join(".") as Path<TRefundForm>, { message: issue.message });
    }
  });

  return (
    <form className="card form-block admin-form" noValidate aria-labelledby={`${idPrefix}-title`} onSubmit={(e) => void submit(e)}>
      <h2 id={`${idPrefix}-title`}>{t("refund.title")}</h2>
      <p className="hint">{t(hintOf(order))}</p>
      <fieldset className="refund-choice">
        <legend>{t("refund.scopeLegend")}</legend>
        <div className="checkbox-row">
          <label>
            <input type="radio" name={`${idPrefix}-scope`} checked={whole} onChange={() => setWhole(true)} />
            {t("refund.wholeOrder")}
          </label>
          <label>
            <input type="radio" name={`${idPrefix}-scope`} checked={!whole} onChange={() => setWhole(false)} disabled={valid.length < 2} />
            {t("refund.someTickets")}
          </label>
        </div>
      </fieldset>
      {!whole && (
        <fieldset className="refund-choice" aria-describedby={errors.ticketIds ? `${idPrefix}-tickets-error` : undefined}>
          <legend>{t("refund.ticketsLegend")}</legend>
          <div className="checkbox-row">
            {valid.map((ticket) => (
              <label key={ticket.id}>
                <input type="checkbox" value={ticket.id} {...fields.ticketIds} />
                {t("refund.ticket", { number: ticket.number, name: `${ticket.firstName} ${ticket.lastName}` })}
              </label>
            ))}
          </div>
          {errors.ticketIds?.message && (
            <p className="field-error" id={`${idPrefix}-tickets-error`}>
              <MessageText text={errors.ticketIds.message} />
            </p>
          )}
        </fieldset>
      )}
      <FormField id={`${idPrefix}-reason`} label={t("refund.reason")} hint={t("refund.reasonHint")} error={errors.reason?.message}>
        {(aria) => <textarea {...aria} rows={2} maxLength={500} {...fields.reason} />}
      </FormField>
      {desk && (
        <fieldset className="refund-choice" aria-describedby={errors.deskMethod ? `${idPrefix}-method-error` : undefined}>
          <legend>{t("refund.methodLegend")}</legend>
          <div className="checkbox-row">
            {DESK_REFUND_METHODS.map((method) => (
              <label key={method}>
                <input type="radio" value={method} {...fields.deskMethod} />
                {t(`refund.method.${method}`)}
              </label>
            ))}
          </div>
          {errors.deskMethod?.message && (
            <p className="field-error" id={`${idPrefix}-method-error`}>
              <MessageText text={errors.deskMethod.message} />
            </p>
          )}
        </fieldset>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {t("refund.submit")}
        </button>
      </div>
    </form>
  );
}
