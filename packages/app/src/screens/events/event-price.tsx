import { isFreeEvent, type TEventOutput } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";

/** Free events show the free notice instead of a price; the unit price (the default type's) is followed by the lowest when another ticket type costs less. */
export function EventPrice({ event }: { event: Pick<TEventOutput, "isOnline" | "isPublic" | "price" | "currency"> }) {
  const format = useFormat();
  const { t } = useTranslation("events");
  if (isFreeEvent(event)) return <span className="price free">{t("price.free")}</span>;
  const unit = event.price[0] ?? 0;
  const lowest = Math.min(unit, ...event.price);
  return (
    <span className="price">
      {format.price(unit, event.currency)}
      {lowest < unit && <span className="price-from"> · {t("price.otherFrom", { price: format.price(lowest, event.currency) })}</span>}
    </span>
  );
}
