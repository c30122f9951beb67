import { MESSAGES, type TEventOutput } from "@vyc/validators";
import { useFormat } from "../../i18n/use-format";

/** Free or online events show the free notice instead of a price. */
export function EventPrice({ event }: { event: Pick<TEventOutput, "isOnline" | "isPublic" | "price" | "currency"> }) {
  const format = useFormat();
  const unit = event.price[0] ?? 0;
  if (event.isOnline || event.isPublic || unit === 0) return <span className="price free">{MESSAGES.freeEvent}</span>;
  return <span className="price">{format.price(unit, event.currency)}</span>;
}
