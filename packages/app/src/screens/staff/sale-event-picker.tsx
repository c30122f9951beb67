import { type TDeskEvent } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";
import { EventName } from "../../i18n/localized-event";

interface Props {
  events: TDeskEvent[];
  value: number | null;
  onChange: (eventId: number) => void;
}

/** The events the desk sells, the one under way or soonest first. */
export function SaleEventPicker({ events, value, onChange }: Props) {
  const format = useFormat();
  const { t } = useTranslation("desk");
  if (events.length === 0) return <p className="empty-state">{t("sale.noEvents")}</p>;
  return (
    <fieldset className="card form-block">
      <legend>{t("sale.event")}</legend>
      <div className="radio-list">
        {events.map((event) => {
          const soldOut = event.seatsLeft === 0 || !event.isRegistrable;
          return (
            <label key={event.id} className="radio-option desk-event-option">
              <input type="radio" name="desk-event" value={event.id} checked={value === event.id} disabled={soldOut} onChange={() => onChange(event.id)} />
              <span>
                <strong><EventName event={event} /></strong> · {format.dateRange(event.dateStart, event.dateEnd, event.timeZone)} · {event.place} ·{" "}
                {event.unitPriceMinor === 0 ? t("sale.free") : format.money(event.unitPriceMinor, event.currency)} ·{" "}
                {event.isRegistrable ? t("sale.seatsLeft", { count: event.seatsLeft }) : t("sale.closed")}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
