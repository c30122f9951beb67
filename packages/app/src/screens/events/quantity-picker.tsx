import { LIMITS } from "@vyc/validators";

interface Props {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** Tickets per order, 1 to 8, with previous / next buttons. */
export function QuantityPicker({ value, onChange, disabled }: Props) {
  const { ticketsPerOrderMin: min, ticketsPerOrderMax: max } = LIMITS;
  return (
    <div className="quantity-picker">
      <label htmlFor="quantity">Number of tickets</label>
      <div className="quantity-row">
        <button type="button" className="btn btn-ghost" aria-label="Fewer tickets" disabled={disabled || value <= min} onClick={() => onChange(value - 1)}>
          −
        </button>
        <output id="quantity" aria-live="polite">{value}</output>
        <button type="button" className="btn btn-ghost" aria-label="More tickets" disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
          +
        </button>
      </div>
      <p className="hint">
        Usually {LIMITS.quantityHintMin} to {LIMITS.quantityHintMax} tickets; at most {max} per order.
      </p>
    </div>
  );
}
