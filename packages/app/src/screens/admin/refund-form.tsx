import { zodResolver } from "@hookform/resolvers/zod";
import type { RouterOutputs } from "@vyc/api/client";
import {
  currencyOf,
  decimalToMinor,
  DESK_REFUND_METHODS,
  REFUND_MESSAGES,
  ZRefundOrderInput,
  type TRefundForm,
  type TRefundOrderInput,
} from "@vyc/validators";
import { useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { MessageText } from "../../i18n/message-text";
import { useFormat } from "../../i18n/use-format";
import { notify } from "../../lib/toast";
import { useTRPC } from "../../lib/trpc";
import { FormField } from "../registration/form-field";
import {
  RefundConfirmDialog,
  type RefundPreview,
} from "./refund-confirm-dialog";
import { serverIssues } from "./server-issues";
import { useAdminMutation } from "./use-admin-mutation";

/** The order as the back office reads it (its `refundableMinor` is all that is left to refund). */
export type RefundableOrder = RouterOutputs["admin"]["getOrder"];

type Scope = "whole" | "tickets" | "amount";

const hintOf = (order: RefundableOrder): string => {
  if (order.totalMinor === 0) return "refund.freeHint";
  if (order.provider === "paypal") return "refund.paypalHint";
  if (order.provider === "test") return "refund.testHint";
  return "refund.deskHint";
};

/** Minor units of a typed amount; undefined when left empty, null when it is not an amount. */
const typedMinor = (
  text: string,
  currency: string,
): number | null | undefined =>
  text.trim() === "" ? undefined : decimalToMinor(text, currencyOf(currency));

/**
 * Staff refund a paid order: every valid ticket, the ones ticked (less a cancellation fee kept), or
 * an amount alone, with a reason, and for a desk order how the money went back. A dialog shows what
 * the refund does before it is made; the server decides the amount and says what was given back.
 */
export function RefundForm({ order }: { order: RefundableOrder }) {
  const { t } = useTranslation("refunds");
  const { money } = useFormat();
  const trpc = useTRPC();
  const [scope, setScope] = useState<Scope>("whole");
  const [amountText, setAmountText] = useState("");
  const [feeText, setFeeText] = useState("");
  const [moneyErrors, setMoneyErrors] = useState<{
    amount?: string;
    fee?: string;
  }>({});
  const [pending, setPending] = useState<{
    values: TRefundOrderInput;
    preview: RefundPreview;
  } | null>(null);
  const refund = useAdminMutation(trpc.refunds.refundOrder.mutationOptions());
  const desk =
    order.totalMinor > 0 &&
    order.provider !== "paypal" &&
    order.provider !== "test";
  const valid = order.tickets.filter((ticket) => ticket.status === "valid");
  const validate = zodResolver(ZRefundOrderInput);
  const form = useForm<TRefundForm, unknown, TRefundOrderInput>({
    // The whole order is sent without tickets: the server refunds every valid one.
    resolver: (values, context, options) =>
      validate(
        {
          ...values,
          ticketIds: scope === "tickets" ? (values.ticketIds ?? []) : undefined,
        },
        context,
        options,
      ),
    defaultValues: { orderId: order.id, reason: "", ticketIds: [] },
    mode: "onTouched",
  });
  const { register, handleSubmit, formState, setError, reset } = form;
  const errors = formState.errors;
  const fields = {
    ticketIds: register("ticketIds"),
    reason: register("reason"),
    deskMethod: register("deskMethod"),
  };
  const idPrefix = `refund-${order.id}`;

  const methodLabel = (
    deskMethod: TRefundOrderInput["deskMethod"],
    amountMinor: number,
  ): string => {
    if (amountMinor === 0) return t("list.method.none");
    if (order.provider === "paypal" || order.provider === "test")
      return t(`list.method.${order.provider}`);
    return deskMethod ? t(`list.method.${deskMethod}`) : "";
  };

  const ask = handleSubmit((values) => {
    const amountMinor =
      scope === "amount" ? typedMinor(amountText, order.currency) : undefined;
    const feeMinor =
      scope === "amount" ? undefined : typedMinor(feeText, order.currency);
    const found = {
      amount:
        scope === "amount" &&
        (amountMinor === undefined || amountMinor === null || amountMinor <= 0)
          ? REFUND_MESSAGES.amountInvalid
          : undefined,
      fee: feeMinor === null ? REFUND_MESSAGES.feeInvalid : undefined,
    };
    setMoneyErrors(found);
    if (found.amount || found.fee) return;
    const chosen =
      scope === "amount"
        ? []
        : scope === "whole"
          ? valid
          : valid.filter((ticket) => values.ticketIds?.includes(ticket.id));
    const share =
      scope === "whole" || chosen.length === valid.length
        ? order.refundableMinor
        : Math.min(
            order.refundableMinor,
            chosen.reduce((sum, ticket) => sum + ticket.refundMinor, 0),
          );
    const gives =
      scope === "amount" ? (amountMinor ?? 0) : share - (feeMinor ?? 0);
    setPending({
      values: {
        ...values,
        orderId: order.id,
        currency: order.currency,
        ...(scope === "amount"
          ? { amountMinor: amountMinor ?? 0 }
          : { feeMinor: feeMinor ?? 0 }),
      },
      preview: {
        amountMinor: gives,
        feeMinor: feeMinor ?? 0,
        currency: order.currency,
        tickets: chosen.map((ticket) =>
          t("refund.ticket", {
            number: ticket.number,
            name: `${ticket.firstName} ${ticket.lastName}`,
          }),
        ),
        checkedIn: chosen.filter((ticket) => ticket.checkedInAt !== null)
          .length,
        method: methodLabel(values.deskMethod, gives),
      },
    });
  });

  const confirm = async (checkedInConfirmed: boolean) => {
    if (!pending) return;
    try {
      const done = await refund.mutateAsync({
        ...pending.values,
        checkedInConfirmed,
      });
      setPending(null);
      reset({ orderId: order.id, reason: "", ticketIds: [] });
      setScope("whole");
      setAmountText("");
      setFeeText("");
      notify.success(
        t("refund.done", { amount: money(done.amountMinor, done.currency) }),
      );
    } catch (error) {
      setPending(null);
      for (const issue of serverIssues(error)) {
        const path = issue.path.join(".");
        if (path === "amountMinor")
          setMoneyErrors((e) => ({ ...e, amount: issue.message }));
        else if (path === "feeMinor")
          setMoneyErrors((e) => ({ ...e, fee: issue.message }));
        else setError(path as Path<TRefundForm>, { message: issue.message });
      }
    }
  };

  return (
    <>
      <form
        className="card form-block admin-form"
        noValidate
        aria-labelledby={`${idPrefix}-title`}
        onSubmit={(e) => void ask(e)}
      >
        <h2 id={`${idPrefix}-title`}>{t("refund.title")}</h2>
        <p className="hint">{t(hintOf(order))}</p>
        <p>
          {t("refund.left", {
            amount: money(order.refundableMinor, order.currency),
          })}
        </p>
        <fieldset className="refund-choice">
          <legend>{t("refund.scopeLegend")}</legend>
          <div className="checkbox-row">
            <label>
              <input
                type="radio"
                name={`${idPrefix}-scope`}
                checked={scope === "whole"}
                onChange={() => setScope("whole")}
              />
              {t("refund.wholeOrder")}
            </label>
            <label>
              <input
                type="radio"
                name={`${idPrefix}-scope`}
                checked={scope === "tickets"}
                onChange={() => setScope("tickets")}
                disabled={valid.length < 2}
              />
              {t("refund.someTickets")}
            </label>
            <label>
              <input
                type="radio"
                name={`${idPrefix}-scope`}
                checked={scope === "amount"}
                onChange={() => setScope("amount")}
                disabled={order.refundableMinor <= 0}
              />
              {t("refund.anAmount")}
            </label>
          </div>
        </fieldset>
        {scope === "tickets" && (
          <fieldset
            className="refund-choice"
            aria-describedby={
              errors.ticketIds ? `${idPrefix}-tickets-error` : undefined
            }
          >
            <legend>{t("refund.ticketsLegend")}</legend>
            <div className="checkbox-row">
              {valid.map((ticket) => (
                <label key={ticket.id}>
                  <input
                    type="checkbox"
                    value={ticket.id}
                    {...fields.ticketIds}
                  />
                  {t("refund.ticket", {
                    number: ticket.number,
                    name: `${ticket.firstName} ${ticket.lastName}`,
                  })}
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
        {scope === "amount" ? (
          <FormField
            id={`${idPrefix}-amount`}
            label={t("refund.amount", { currency: order.currency })}
            hint={t("refund.amountHint")}
            error={moneyErrors.amount}
          >
            {(aria) => (
              <input
                {...aria}
                inputMode="decimal"
                value={amountText}
                onChange={(e) => setAmountText(e.target.value)}
              />
            )}
          </FormField>
        ) : (
          <FormField
            id={`${idPrefix}-fee`}
            label={t("refund.fee", { currency: order.currency })}
            hint={t("refund.feeHint")}
            error={moneyErrors.fee}
          >
            {(aria) => (
              <input
                {...aria}
                inputMode="decimal"
                value={feeText}
                onChange={(e) => setFeeText(e.target.value)}
              />
            )}
          </FormField>
        )}
        <FormField
          id={`${idPrefix}-reason`}
          label={t("refund.reason")}
          hint={t("refund.reasonHint")}
          error={errors.reason?.message}
        >
          {(aria) => (
            <textarea {...aria} rows={2} maxLength={500} {...fields.reason} />
          )}
        </FormField>
        {desk && (
          <fieldset
            className="refund-choice"
            aria-describedby={
              errors.deskMethod ? `${idPrefix}-method-error` : undefined
            }
          >
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
          <button
            type="submit"
            className="btn btn-primary"
            disabled={formState.isSubmitting}
          >
            {t("refund.submit")}
          </button>
        </div>
      </form>
      <RefundConfirmDialog
        preview={pending?.preview ?? null}
        busy={refund.isPending}
        onConfirm={(confirmed) => void confirm(confirmed)}
        onClose={() => setPending(null)}
      />
    </>
  );
}
