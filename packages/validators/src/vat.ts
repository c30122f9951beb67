/**
 * VAT on ticket prices, which are gross (VAT included). Rates are basis points: 1900 = 19 %,
 * 810 = 8.1 %. Everything stays in integers.
 */
export const VAT_RATE_MAX_BASIS_POINTS = 10_000;

/** The VAT contained in a gross amount at `rateBasisPoints`, in whole minor units (halves up): 3000 at 19 % → 479. */
export function vatIncludedMinor(grossMinor: number, rateBasisPoints: number): number {
  const divisor = 10_000 + rateBasisPoints;
  return Math.floor((2 * grossMinor * rateBasisPoints + divisor) / (2 * divisor));
}

/** A rate in basis points as the percent people write: 1900 → "19", 810 → "8.1", 550 → "5.5". */
export function basisPointsToPercent(rateBasisPoints: number): string {
  const whole = Math.floor(rateBasisPoints / 100);
  const fraction = String(rateBasisPoints % 100).padStart(2, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A percent as typed ("19", "8,1", "5.5") in basis points; null when it is not 0 to 100 with at most two decimals. */
export function percentToBasisPoints(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return basisPoints <= VAT_RATE_MAX_BASIS_POINTS ? basisPoints : null;
}
