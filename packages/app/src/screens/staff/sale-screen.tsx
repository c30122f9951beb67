import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Loader } from "../../components/loader";
import { useTRPC } from "../../lib/trpc";
import { QuantityPicker } from "../events/quantity-picker";
import { errorText } from "./error-text";
import { SaleEventPicker } from "./sale-event-picker";
import { SaleForm } from "./sale-form";
import { ShownMessage } from "../../i18n/shown-text";
import { EventName } from "../../i18n/localized-event";

/** Walk-in sale: the event and number of attendees, then their details and the payment at the desk. */
export function SaleScreen() {
  const { t } = useTranslation("desk");
  const trpc = useTRPC();
  const events = useQuery({ ...trpc.kiosk.events.queryOptions(), retry: false });
  const [eventId, setEventId] = useState<number | null>(null);
  const [numTickets, setNumTickets] = useState(1);
  const [step, setStep] = useState<"choose" | "attendees">("choose");

  if (events.isPending) return <Loader label={t("sale.loading")} />;
  if (events.isError) {
    return (
      <section className="container page desk-page">
        <h1>{t("sale.title")}</h1>
        <p className="error-banner" role="alert"><ShownMessage text={errorText(events.error)} /></p>
      </section>
    );
  }
  const selected = events.data.find((e) => e.id === (eventId ?? events.data.find((x) => x.seatsLeft > 0 && x.isRegistrable)?.id));

  return (
    <section className="container page desk-page registration">
      <h1>{t("sale.title")}</h1>
      {step === "choose" || !selected ? (
        <>
          <SaleEventPicker events={events.data} value={selected?.id ?? null} onChange={setEventId} />
          <div className="card form-block">
            <QuantityPicker value={numTickets} onChange={setNumTickets} />
          </div>
          <div className="form-actions">
            <button type="button" className="btn btn-primary" disabled={!selected} onClick={() => setStep("attendees")}>
              {t("sale.continue")}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="meta">
            <EventName event={selected} /> · {t("sale.attendees", { count: numTickets })}
          </p>
          <SaleForm key={`${selected.id}-${numTickets}`} event={selected} numTickets={numTickets} onBack={() => setStep("choose")} />
        </>
      )}
    </section>
  );
}
