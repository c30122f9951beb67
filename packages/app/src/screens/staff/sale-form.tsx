import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { PAYMENT_METHODS_AT_DESK, ZAttendeesForm, type DeskPaymentMethod, type TAttendeesForm, type TAttendeesFormInput, type TDeskEvent } from "@vyc/validators";
import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../lib/trpc";
import { AttendeeFields } from "../registration/attendee-fields";
import { attendeesFormDefaults } from "../registration/form-drafts";
import { WaiverField } from "../registration/waiver-field";
import { GUARDIAN_WAIVER, LIABILITY_WAIVER } from "../registration/waiver-texts";
import { newClientScanId } from "./desk-device";
import { errorText } from "./error-text";
import { lastSaleCountry, prefillSale, rememberSaleCountry } from "./sale-prefill";
import { useDesk } from "./use-desk";
import { useFormat } from "../../i18n/use-format";
import { ShownMessage } from "../../i18n/shown-text";
import { submitWith } from "../../lib/submit";

/**
 * The walk-in's attendees (the web's form and waivers), how they paid, and the total the server
 * computed, shown before staff confirm that the money was received.
 */
export function SaleForm({ event, numTickets, onBack }: { event: TDeskEvent; numTickets: number; onBack: () => void }) {
  const format = useFormat();
  const { t } = useTranslation("desk");
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { deviceId } = useDesk();
  const [paymentMethod, setPaymentMethod] = useState<DeskPaymentMethod | null>(null);
  // One id per sale: confirming again after a lost answer returns the same order.
  const [clientSaleId] = useState(newClientScanId);
  const quote = useQuery({ ...trpc.kiosk.quoteSale.queryOptions({ eventId: event.id, numTickets }), retry: false, staleTime: 0 });
  const form = useForm<TAttendeesFormInput, unknown, TAttendeesForm>({
    resolver: zodResolver(ZAttendeesForm),
    defaultValues: prefillSale(attendeesFormDefaults(null, numTickets), { country: lastSaleCountry(), expectation: t("saleForm.defaultExpectation") }),
    mode: "onTouched",
  });
  const [liability, guardian] = useWatch({ control: form.control, name: ["waiverLiability", "waiverGuardian"] });
  const sell = useMutation(
    trpc.kiosk.sell.mutationOptions({
      onSuccess: ({ orderId }, sale) => {
        rememberSaleCountry(sale.attendees[0]?.country ?? "");
        return navigate({ to: "/staff/orders/$orderId", params: { orderId: String(orderId) } });
      },
      onError: () => void quote.refetch(),
    }),
  );

  const confirm = (values: TAttendeesForm) => {
    if (!quote.data || !paymentMethod || !deviceId) return;
    sell.mutate({ ...values, eventId: event.id, paymentMethod, expectedTotalMinor: quote.data.totalMinor, deviceId, clientSaleId });
  };
  const total = quote.data ? (quote.data.totalMinor === 0 ? t("saleForm.free") : format.money(quote.data.totalMinor, quote.data.currency)) : null;

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submitWith(form.handleSubmit(confirm))}>
        <p className="hint desk-prefill">{t("saleForm.prefilled")}</p>
        {Array.from({ length: numTickets }, (_, i) => (
          <AttendeeFields key={i} index={i} online={false} />
        ))}
        <fieldset className="card form-block waivers">
          <legend>{t("saleForm.waivers")}</legend>
          <WaiverField name="waiverLiability" waiver={LIABILITY_WAIVER} label={t("saleForm.liability")} />
          <WaiverField name="waiverGuardian" waiver={GUARDIAN_WAIVER} label={t("saleForm.guardian")} />
        </fieldset>
        <fieldset className="card form-block">
          <legend>{t("saleForm.payment")}</legend>
          {quote.isError ? (
            <p className="error-banner" role="alert"><ShownMessage text={errorText(quote.error)} /></p>
          ) : (
            <p className="desk-total">
              {t("saleForm.total")} <strong>{total ?? "…"}</strong>
              {quote.data && quote.data.quantity > 1 && quote.data.unitPriceMinor > 0 && (
                <span className="meta">
                  {" "}({quote.data.quantity} × {format.money(quote.data.unitPriceMinor, quote.data.currency)})
                </span>
              )}
            </p>
          )}
          <div className="inline-radios" role="radiogroup" aria-label={t("saleForm.paidBy")}>
            {PAYMENT_METHODS_AT_DESK.map((method) => (
              <label key={method} className="radio-option">
                <input type="radio" name="payment-method" value={method} checked={paymentMethod === method} onChange={() => setPaymentMethod(method)} />
                {t(`saleForm.${method}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {sell.isError && <p className="error-banner" role="alert"><ShownMessage text={errorText(sell.error)} /></p>}
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onBack}>{t("saleForm.back")}</button>
          <button type="submit" className="btn btn-primary" disabled={!(liability && guardian) || !paymentMethod || !quote.data || sell.isPending}>
            {total ? t("saleForm.confirm", { total }) : t("saleForm.create")}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
