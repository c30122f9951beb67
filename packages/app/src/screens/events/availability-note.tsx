import type { TEventOutput } from "@vyc/validators";
import { useTranslation } from "react-i18next";

/** "Only 3 seats left", "Sold out" or "Registration closed", as the server counts the event's seats; nothing while plenty are left. */
export function AvailabilityNote({ event, className = "" }: { event: Pick<TEventOutput, "availability" | "seatsLeft">; className?: string }) {
  const { t } = useTranslation("events");
  if (event.availability === "open") return null;
  return (
    <p className={`availability availability-${event.availability} ${className}`.trim()}>
      {t(`availability.${event.availability}`, { count: event.seatsLeft })}
    </p>
  );
}
