import type { TEventOutput } from "@vyc/validators";
import { useFormat } from "../../i18n/use-format";

/**
 * When an event happens, read at its place: an online event by its start time and zone
 * ("5 Jan 2027, 19:00 GMT+1"), an in-person one by its days.
 */
export function EventWhen({ event }: { event: Pick<TEventOutput, "isOnline" | "dateStart" | "dateEnd" | "timeZone"> }) {
  const format = useFormat();
  return (
    <time dateTime={event.dateStart}>
      {event.isOnline ? format.dateTime(event.dateStart, event.timeZone) : format.dateRange(event.dateStart, event.dateEnd, event.timeZone)}
    </time>
  );
}
