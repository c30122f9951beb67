/** How far a desk's clock may run ahead of the server's: such a scan counts as received now. */
export const SCAN_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** Desks check people in from the day before the event starts (early arrivals), not earlier. */
export const SCAN_BEFORE_START_MS = 24 * 60 * 60 * 1000;

export const SCAN_TIME_MESSAGES = {
  future: "This scan is dated in the future. Check the clock of the desk.",
  beforeEvent: "This scan is dated more than a day before the event. Check the clock of the desk.",
} as const;

/**
 * Why the time a desk gave an offline scan cannot be right, else null: later than the server's
 * clock (beyond a small skew), or earlier than a day before the event starts. A desk clock at
 * 2000-01-01 thus cannot take a check-in over from an earlier real scan.
 */
export function scanTimeProblem(scannedAt: Date, eventStart: Date, now: Date): string | null {
  if (scannedAt.getTime() > now.getTime() + SCAN_CLOCK_SKEW_MS) return SCAN_TIME_MESSAGES.future;
  if (scannedAt.getTime() < eventStart.getTime() - SCAN_BEFORE_START_MS) return SCAN_TIME_MESSAGES.beforeEvent;
  return null;
}
