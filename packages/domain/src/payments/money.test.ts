import { describe, expect, it } from "vitest";
import { fromDecimalString, toDecimalString } from "./money";

describe("provider amounts", () => {
  it("writes minor units with two decimals", () => {
    expect(toDecimalString(83300)).toBe("833.00");
    expect(toDecimalString(5)).toBe("0.05");
    expect(toDecimalString(0)).toBe("0.00");
    expect(toDecimalString(123456)).toBe("1234.56");
  });

  it("refuses what is not an amount in minor units", () => {
    expect(() => toDecimalString(1.5)).toThrow(RangeError);
    expect(() => toDecimalString(-100)).toThrow(RangeError);
  });

  it("reads decimal strings exactly", () => {
    expect(fromDecimalString("833.00")).toBe(83300);
    expect(fromDecimalString("833")).toBe(83300);
    expect(fromDecimalString("0.1")).toBe(10);
    expect(fromDecimalString("19.99")).toBe(1999);
    expect(fromDecimalString("1.005")).toBeNull();
    expect(fromDecimalString("-1.00")).toBeNull();
    expect(fromDecimalString(12)).toBeNull();
    expect(fromDecimalString(undefined)).toBeNull();
  });
});
