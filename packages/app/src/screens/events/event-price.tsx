import { isFreeEvent, type TEventOutput } from "@vyc/validators";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../i18n/use-format";

/** Free events show the free notice instead of a price. */
export function EventPrice({ event }: { event: Pick<TEventOutput, "isOnline" | "isPublic" | "price" | "currency"> }) {
  const format = useFormat();
  const { t } = useTranslation("events");
  if (isFreeEvent(event)) return <span className="price free">{t("price.free")}</span>;
  return <span className="price">{format.price(event.price[0] ?? 0, event.currency)}</span>;
}
