import { type TEventOutput } from "@vyc/validators";
import Ticket from "lucide-react/icons/ticket";
import { useEffect, useState, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { EventPrice } from "./event-price";

/**
 * On a phone, a bar fixed to the bottom of the screen keeps the price and the way to the tickets
 * in reach while the visitor reads; it hides itself whenever the ticket box is on screen.
 */
export function BuyBar({ event, target }: { event: Pick<TEventOutput, "isOnline" | "isPublic" | "price" | "currency">; target: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation("events");
  const [boxInView, setBoxInView] = useState(true);
  useEffect(() => {
    const box = target.current;
    if (!box || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setBoxInView(entry?.isIntersecting ?? true));
    observer.observe(box);
    return () => observer.disconnect();
  }, [target]);
  const goToTickets = () => {
    const box = target.current;
    if (!box) return;
    box.scrollIntoView({ behavior: "smooth", block: "center" });
    box.querySelector<HTMLButtonElement>(".btn-primary")?.focus({ preventScroll: true });
  };
  return (
    <div className="buy-bar" hidden={boxInView}>
      <span className="buy-bar-price"><EventPrice event={event} /></span>
      <button type="button" className="btn btn-primary" onClick={goToTickets}>
        <Ticket aria-hidden="true" size={18} />
        {t("detail.chooseTickets")}
      </button>
    </div>
  );
}
