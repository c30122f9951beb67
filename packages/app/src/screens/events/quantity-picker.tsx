import { LIMITS } from "@vyc/validators";
import Minus from "lucide-react/icons/minus";
import Plus from "lucide-react/icons/plus";
import { useTranslation } from "react-i18next";

interface Props {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** At most this many (the seats left), never more than an order's limit. */
  max?: number;
}

/** Tickets per order, 1 to 8 (or the seats left), with previous / next buttons. */
export function QuantityPicker({ value, onChange, disabled, max: seatsLeft }: Props) {
  const { t } = useTranslation("events");
  const min = LIMITS.ticketsPerOrderMin;
  const max = Math.min(LIMITS.ticketsPerOrderMax, seatsLeft ?? LIMITS.ticketsPerOrderMax);
  return (
    <div className="quantity-picker">
      <label htmlFor="quantity">{t("quantity.label")}</label>
      <div className="quantity-row">
        <button type="button" className="btn btn-ghost" aria-label={t("quantity.fewer")} disabled={disabled || value <= min} onClick={() => onChange(value - 1)}>
          <Minus aria-hidden="true" size={18} />
        </button>
        <output id="quantity" aria-live="polite">{value}</output>
        <button type="button" className="btn btn-ghost" aria-label={t("quantity.more")} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
          <Plus aria-hidden="true" size={18} />
        </button>
      </div>
      <p className="hint">{t("quantity.hint", { min: LIMITS.quantityHintMin, max: LIMITS.quantityHintMax, limit: LIMITS.ticketsPerOrderMax })}</p>
    </div>
  );
}
