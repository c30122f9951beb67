import type { RouterOutputs } from "@vyc/api/client";
import { decimalToMinor, firstRoundedOrder, isCurrency, type TDiscountFormInput, type TEventFormInput } from "@vyc/validators";
import { useWatch, type Control } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";

interface RoundingWarningProps {
  /** The unit price as entered, in major units. */
  price: unknown;
  currency: unknown;
  discountPercent?: number;
  /** The event the discount is checked against, named in the warning. */
  eventName?: string;
}

/**
 * Warns the organiser when the price rule's rounding to the nearest 10 changes what buyers pay for
 * this price (and discount): the first order of 1 to 8 tickets it changes, before and after.
 */
function RoundingWarning({ price, currency, discountPercent = 0, eventName }: RoundingWarningProps) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  if (typeof currency !== "string" || !isCurrency(currency) || (typeof price !== "number" && typeof price !== "string")) return null;
  const unitPriceMinor = price === "" ? null : decimalToMinor(price, currency);
  const lines = unitPriceMinor === null ? null : firstRoundedOrder(unitPriceMinor, currency, discountPercent);
  if (!lines) return null;
  const money = (minor: number) => format.money(minor, currency);
  const values = { count: lines.quantity, unit: money(lines.unitPriceMinor), subtotal: money(lines.subtotalMinor - lines.discountMinor), total: money(lines.totalMinor), event: eventName };
  return (
    <p className="rounding-warning" role="status">
      {t(discountPercent > 0 ? "rounding.discount" : "rounding.price", values)}
    </p>
  );
}

/** The event form's warning, following its price and currency fields as they are typed. */
export function EventPriceRoundingWarning({ control }: { control: Control<TEventFormInput> }) {
  const [price, currency] = useWatch({ control, name: ["price", "currency"] });
  return <RoundingWarning price={price} currency={currency} />;
}

/** The discount form's warning: against the chosen event, or the first event whose price the discount makes round. */
export function DiscountRoundingWarning({ control, events }: { control: Control<TDiscountFormInput>; events: RouterOutputs["admin"]["listEvents"] }) {
  const [percent, eventId] = useWatch({ control, name: ["percent", "eventId"] });
  const discountPercent = Number(percent);
  if (!Number.isInteger(discountPercent) || discountPercent <= 0 || discountPercent > 100) return null;
  const chosen = typeof eventId === "string" || typeof eventId === "number" ? String(eventId) : "";
  const candidates = chosen ? events.filter((e) => String(e.id) === chosen) : events;
  const event = candidates.find((e) => {
    const unit = isCurrency(e.currency) ? decimalToMinor(e.price[0] ?? 0, e.currency) : null;
    return unit !== null && isCurrency(e.currency) && firstRoundedOrder(unit, e.currency, discountPercent) !== null;
  });
  return event ? <RoundingWarning price={event.price[0]} currency={event.currency} discountPercent={discountPercent} eventName={event.name} /> : null;
}
