import { describe, expect, it } from "vitest";
import { computeTotalMinor, formatMoney, roundingMinorOf } from "./format";

describe("computeTotalMinor", () => {
  it("multiplies tickets by the unit price", () => {
    expect(computeTotalMinor(49000, 3)).toBe(147000);
  });
  it("takes the discount off and rounds to the nearest 10 units", () => {
    expect(computeTotalMinor(49000, 1, 15)).toBe(42000);
    expect(computeTotalMinor(18000, 3, 10)).toBe(49000);
    expect(computeTotalMinor(12345, 1)).toBe(12000);
  });
  it("is zero for free events and full discounts", () => {
    expect(computeTotalMinor(0, 4)).toBe(0);
    expect(computeTotalMinor(49000, 2, 100)).toBe(0);
  });
});

describe("roundingMinorOf", () => {
  it("is what the rounding to 10 units added to or took from the subtotal", () => {
    expect(roundingMinorOf(1500, computeTotalMinor(1500, 1))).toBe(500);
    expect(roundingMinorOf(3000, computeTotalMinor(1500, 2))).toBe(0);
    expect(roundingMinorOf(12345, computeTotalMinor(12345, 1))).toBe(-345);
    expect(roundingMinorOf(54000, computeTotalMinor(18000, 3, 10), 10)).toBe(400);
  });
});

describe("formatMoney", () => {
  it("writes minor units as a price in the language", () => {
    expect(formatMoney(49000, "EUR", "en")).toBe("490 €");
    expect(formatMoney(1250, "USD", "en")).toBe("$12.50");
    expect(formatMoney(147000, "EUR", "vi")).toBe("1.470 €");
  });
});
