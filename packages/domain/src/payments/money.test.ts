import { describe, expect, it } from "vitest";
import { fromDecimalString, toDecimalString } from "./money";

describe("provider amounts", () => {
  it("writes minor units with the currency's digits", () => {
    expect(toDecimalString(83300, "EUR")).toBe("833.00");
    expect(toDecimalString(5, "GBP")).toBe("0.05");
    expect(toDecimalString(0, "NOK")).toBe("0.00");
    expect(toDecimalString(123456, "CZK")).toBe("1234.56");
  });

  it("refuses what is not an amount in minor units of a currency of the network", () => {
    expect(() => toDecimalString(1.5, "EUR")).toThrow(RangeError);
    expect(() => toDecimalString(-100, "EUR")).toThrow(RangeError);
    expect(() => toDecimalString(100, "JPY")).toThrow(RangeError);
  });

  it("reads decimal strings exactly", () => {
    expect(fromDecimalString("833.00", "EUR")).toBe(83300);
    expect(fromDecimalString("833", "CHF")).toBe(83300);
    expect(fromDecimalString("0.1", "AUD")).toBe(10);
    expect(fromDecimalString("19.99", "CAD")).toBe(1999);
    expect(fromDecimalString("1.005", "EUR")).toBeNull();
    expect(fromDecimalString("-1.00", "EUR")).toBeNull();
    expect(fromDecimalString("10.00", "XYZ")).toBeNull();
    expect(fromDecimalString(12, "EUR")).toBeNull();
    expect(fromDecimalString(undefined, "EUR")).toBeNull();
  });
});
