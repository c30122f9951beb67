import { useHydrated } from "../../lib/use-hydrated";
import { QuantityPicker } from "./quantity-picker";

interface TicketChoiceProps {
  quantity: number;
  onQuantity: (quantity: number) => void;
  /** The number of tickets can be chosen. */
  canPick: boolean;
  /** The button takes the visitor on to registration. */
  canGet: boolean;
  max: number | undefined;
  label: string;
  onGet: () => void;
}

/**
 * The ticket box's number of tickets and its button. On a page the server rendered they wait for
 * the app, since a click before it starts would be lost; only they render again when it starts.
 */
export function TicketChoice({ quantity, onQuantity, canPick, canGet, max, label, onGet }: TicketChoiceProps) {
  const hydrated = useHydrated();
  return (
    <>
      <QuantityPicker value={quantity} onChange={onQuantity} disabled={!canPick || !hydrated} max={max} />
      <button type="button" className="btn btn-primary btn-block" disabled={!canGet || !hydrated} onClick={onGet}>
        {label}
      </button>
    </>
  );
}
