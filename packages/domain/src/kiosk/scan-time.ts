/** How far a desk's clock may run ahead of the server's: such a scan counts as received now. */
const SCAN_CLOCK_SKEW_MS = 5 * 60 * 1000;

export const SCAN_TIME_MESSAGES = {
  future: "This scan is dated in the future. Check the clock of the desk.",
} as const;

/**
 * Why the time a desk gave an offline scan cannot be right, else null: later than the server's
 * clock (beyond a small skew). A scan dated before its check-in list opened (a desk clock at
 * 2000-01-01) is refused by the list's window (see checkInListRefusal).
 */
export function scanTimeProblem(scannedAt: Date, now: Date): string | null {
  return scannedAt.getTime() > now.getTime() + SCAN_CLOCK_SKEW_MS ? SCAN_TIME_MESSAGES.future : null;
}
