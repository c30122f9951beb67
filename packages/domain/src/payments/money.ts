/** Minor units to the provider's decimal string with two decimals: 83300 → "833.00". */
export function toDecimalString(minor: number): string {
  if (!Number.isInteger(minor) || minor < 0) throw new RangeError(`Not an amount in minor units: ${minor}`);
  return `${Math.trunc(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;
}

/** A provider's decimal string to minor units, exactly (no floating point); null when malformed. */
export function fromDecimalString(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
