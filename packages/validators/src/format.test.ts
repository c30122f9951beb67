import { describe, expect, it } from "vitest";
import { computeTotalMinor, formatDateRange, formatPrice } from "./format";

describe("formatPrice", () => {
  it("puts the euro symbol after EUR prices", () => {
    expect(formatPrice(490, "EUR")).toBe("490 €");
  });
  it("puts a dollar sign before USD and any other currency", () => {
    expect(formatPrice(180, "USD")).toBe("$180");
    expect(formatPrice(12.5, "GBP")).toBe("$12.50");
  });
});

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

describe("formatDateRange", () => {
  it("shows a single date when start and end fall on the same day", () => {
    expect(formatDateRange("2027-01-05T18:00:00Z", "2027-01-05T20:00:00Z")).toBe("5 Jan 2027");
  });
  it("shows a range followed by the year", () => {
    expect(formatDateRange("2027-07-20T09:00:00Z", "2027-07-27T16:00:00Z")).toBe("20 Jul - 27 Jul 2027");
  });
  it("shows both years when the range crosses a new year", () => {
    expect(formatDateRange("2026-12-30T09:00:00Z", "2027-01-02T16:00:00Z")).toBe("30 Dec 2026 - 2 Jan 2027");
  });
});
