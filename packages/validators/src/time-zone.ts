import { z } from "zod";

/** The zone of an event that has none set (the database's default). */
export const DEFAULT_TIME_ZONE = "UTC";

/** The IANA zone as Intl names it ("europe/berlin" → "Europe/Berlin"), or null when Intl does not know it. */
export function canonicalTimeZone(value: string): string | null {
  if (!/^[A-Za-z][\w+\-/]*$/.test(value)) return null;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Every IANA zone this runtime knows, UTC first: the choices of the back office's time zone field. */
export function timeZoneChoices(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return [DEFAULT_TIME_ZONE, ...zones.filter((zone) => zone !== DEFAULT_TIME_ZONE)];
}

export const TIME_ZONE_MESSAGE = "Time zone: choose a time zone from the list, e.g. Europe/Berlin.";

/** An event's time zone as organisers enter it: a known IANA zone, kept in Intl's spelling. */
export const ZTimeZone = z
  .string()
  .trim()
  .refine((value) => canonicalTimeZone(value) !== null, TIME_ZONE_MESSAGE)
  .transform((value) => canonicalTimeZone(value) ?? value);
