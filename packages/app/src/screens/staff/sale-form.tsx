import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { isMinorAge, PAYMENT_METHODS_AT_DESK, ZDeskSaleForm, type DeskPaymentMethod, type TDeskEvent, type TDeskSaleForm, type TDeskSaleFormInput } from "@vyc/validators";
import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useTRPC } from "../../lib/trpc";
import { WaiverField } from "../registration/waiver-field";
import { GUARDIAN_WAIVER, LIABILITY_WAIVER } from "../registration/waiver-texts";
import { DeskAttendeeFields } from "./desk-attendee-fields";
import { newClientScanId } from "./desk-device";
import { useDeskList } from "./desk-list";
import { PriceLines } from "../../components/price-lines";
import { errorText } from "./error-text";
import { useDesk } from "./use-desk";
import { useFormat } from "../../i18n/use-format";
import { ShownMessage } from "../../i18n/shown-text";
import { submitWith } from "../../lib/submit";

const emptyAttendee = { firstName: "", lastName: "", email: "", guardianName: "", guardianPhone: "", guardianSignedHere: false };

/** The type a new walk-in starts with: the event's default at the desk, or the next one not sold out. */
const startingType = (event: TDeskEvent): number | undefined => (event.ticketTypes.find((type) => !type.soldOut) ?? event.ticketTypes[0])?.id;

/**
 * The walk-in's attendees (the desk's short form) and the waivers, how they paid, and the price the
 * server computed, shown before staff confirm that the money was received.
 */
export function SaleForm({ event, numTickets, onBack }: { event: TDeskEvent; numTickets: number; onBack: () => void }) {
  const format = useFormat();
  const { t } = useTranslation("desk");
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { deviceId } = useDesk();
  const { deskName } = useDeskList();
  const [paymentMethod, setPaymentMethod] = useState<DeskPaymentMethod | null>(null);
  // One id per sale: confirming again after a lost answer returns the same order.
  const [clientSaleId] = useState(newClientScanId);
  const form = useForm<TDeskSaleFormInput, unknown, TDeskSaleForm>({
    resolver: zodResolver(ZDeskSaleForm),
    defaultValues: { attendees: Array.from({ length: numTickets }, () => ({ ...emptyAttendee, ticketTypeId: startingType(event) })), waiverGuardian: false },
    mode: "onTouched",
  });
  const [attendees, liability, guardian] = useWatch({ control: form.control, name: ["attendees", "waiverLiability", "waiverGuardian"] });
  const ticketTypeIds = attendees.flatMap((a) => (a.ticketTypeId === undefined ? [] : [a.ticketTypeId]));
  const quoteInput = { eventId: event.id, numTickets, ...(ticketTypeIds.length === numTickets ? { ticketTypeIds } : {}) };
  const quote = useQuery({ ...trpc.kiosk.quoteSale.queryOptions(quoteInput), retry: false, staleTime: 0 });
  const hasMinor = attendees.some((a) => isMinorAge(Number(a.age)));
  const sell = useMutation(
    trpc.kiosk.sell.mutationOptions({
      onSuccess: ({ orderId }) => navigate({ to: "/staff/orders/$orderId", params: { orderId: String(orderId) } }),
      onError: () => void quote.refetch(),
    }),
  );

  const confirm = (values: TDeskSaleForm) => {
    if (!quote.data || !paymentMethod || !deviceId) return;
    sell.mutate({ ...values, eventId: event.id, paymentMethod, expectedTotalMinor: quote.data.totalMinor, deviceId, ...(deskName ? { deskName } : {}), clientSaleId });
  };
  const total = quote.data ? (quote.data.totalMinor === 0 ? t("saleForm.free") : format.money(quote.data.totalMinor, quote.data.currency)) : null;
  const waiversAccepted = liability === true && (!hasMinor || guardian === true);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submitWith(form.handleSubmit(confirm))}>
        <p className="hint">{t("saleForm.short")}</p>
        {Array.from({ length: numTickets }, (_, i) => (
          <DeskAttendeeFields key={i} index={i} event={event} />
        ))}
        <fieldset className="card form-block waivers">
          <legend>{t("saleForm.waivers")}</legend>
          <WaiverField name="waiverLiability" waiver={LIABILITY_WAIVER} label={t("saleForm.liability")} />
          {hasMinor && <WaiverField name="waiverGuardian" waiver={GUARDIAN_WAIVER} label={t("saleForm.guardian")} />}
        </fieldset>
        <fieldset className="card form-block">
          <legend>{t("saleForm.payment")}</legend>
          {quote.isError ? (
            <p className="error-banner" role="alert"><ShownMessage text={errorText(quote.error)} /></p>
          ) : quote.data ? (
            <PriceLines lines={quote.data} totalLabel={t("price.total")} />
          ) : (
            <p className="meta">…</p>
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
          <button type="submit" className="btn btn-primary" disabled={!waiversAccepted || !paymentMethod || !quote.data || sell.isPending}>
            {total ? t("saleForm.confirm", { total }) : t("saleForm.create")}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
