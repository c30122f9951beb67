/** A day as "YYYY-MM-DD". */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const partsIn = (instant: Date, zone: string) => {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? "00";
  return { year: part("year"), month: part("month"), day: part("day"), hour: part("hour"), minute: part("minute"), second: part("second") };
};

/** How far the wall clock of `zone` is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: Date, zone: string): number {
  const p = partsIn(instant, zone);
  const wallAsUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The day an instant falls on in `zone` ("2026-07-01"). */
export function zonedDay(instant: Date, zone: string): string {
  const p = partsIn(instant, zone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** An instant as the wall clock of `zone` shows it ("2026-07-01 09:00"). */
export function zonedDateTimeText(instant: Date, zone: string): string {
  const p = partsIn(instant, zone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** An instant as the value of a datetime-local field on the wall clock of `zone` ("2026-07-01T09:00"). */
export const zonedDatetimeLocal = (iso: string | null | undefined, zone: string): string => (iso ? zonedDateTimeText(new Date(iso), zone).replace(" ", "T") : "");

/** The instant at which the wall clock of `zone` shows `local` ("2026-07-01T09:00"). */
export function fromZonedWallClock(local: string, zone: string): Date {
  const wallAsUtc = Date.parse(`${local.slice(0, 16)}:00Z`);
  const first = wallAsUtc - zoneOffsetMs(new Date(wallAsUtc), zone);
  return new Date(wallAsUtc - zoneOffsetMs(new Date(first), zone));
}

/**
 * A date and time an organiser enters for an event, as the ISO instant it means: a value with Z is
 * that instant; a wall clock without a zone ("2026-07-01T22:00") is read on the clock of `zone`.
 */
export function eventInstantIso(value: string, zone: string): string {
  return value.endsWith("Z") ? new Date(value).toISOString() : fromZonedWallClock(value, zone).toISOString();
}

/** The day after `day` ("2026-07-31" → "2026-08-01"). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC(y ?? 2000, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
}
