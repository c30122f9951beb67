import { describe, expect, it } from "vitest";
import { firstRoundedOrder, orderPriceLines, priceLines } from "./price-lines";

const total = (unitPriceMinor: number, quantity: number, discountPercent = 0) => priceLines({ unitPriceMinor, quantity, discountPercent, currency: "EUR" }).totalMinor;

describe("priceLines", () => {
  it("multiplies tickets by the unit price", () => {
    expect(total(49000, 3)).toBe(147000);
  });
  it("takes the discount off and rounds to the nearest 10 units", () => {
    expect(total(49000, 1, 15)).toBe(42000);
    expect(total(18000, 3, 10)).toBe(49000);
    expect(total(12345, 1)).toBe(12000);
  });
  it("is zero for free events and full discounts", () => {
    expect(total(0, 4)).toBe(0);
    expect(total(49000, 2, 100)).toBe(0);
  });
  it("shows the rounding as its own line, so that the lines add up to the total", () => {
    expect(priceLines({ unitPriceMinor: 2500, quantity: 1, currency: "EUR" })).toEqual({
      quantity: 1,
      unitPriceMinor: 2500,
      subtotalMinor: 2500,
      discountPercent: 0,
      discountMinor: 0,
      roundingMinor: 500,
      totalMinor: 3000,
      currency: "EUR",
    });
    const discounted = priceLines({ unitPriceMinor: 18000, quantity: 3, discountPercent: 10, currency: "GBP" });
    expect(discounted).toMatchObject({ subtotalMinor: 54000, discountMinor: 5400, roundingMinor: 400, totalMinor: 49000 });
    const down = priceLines({ unitPriceMinor: 12345, quantity: 1, currency: "CHF" });
    expect(down.subtotalMinor - down.discountMinor + down.roundingMinor).toBe(down.totalMinor);
    expect(down.roundingMinor).toBe(-345);
  });
});

describe("orderPriceLines", () => {
  it("keeps an order's stored total and makes its lines add up to it", () => {
    const lines = orderPriceLines({ quantity: 1, unitPriceMinor: 49000, subtotalMinor: 49000, discountPercent: 15, totalMinor: 42000, currency: "EUR" });
    expect(lines).toMatchObject({ discountMinor: 7350, roundingMinor: 350, totalMinor: 42000 });
  });
});

describe("firstRoundedOrder", () => {
  it("finds the first order of 1 to 8 tickets the rounding changes", () => {
    expect(firstRoundedOrder(2500, "EUR")?.quantity).toBe(1);
    expect(firstRoundedOrder(4900, "EUR")?.totalMinor).toBe(5000);
    expect(firstRoundedOrder(49000, "EUR")).toBeNull();
    expect(firstRoundedOrder(49000, "EUR", 15)?.roundingMinor).toBe(350);
    expect(firstRoundedOrder(0, "EUR")).toBeNull();
  });
});
