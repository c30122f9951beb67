import { describe, expect, it } from "vitest";
import { priceWeightedShares } from "./ticket-shares";

describe("priceWeightedShares", () => {
  it("gives each ticket its price when the total is the sum of the prices", () => {
    expect(priceWeightedShares(88000, [49000, 39000])).toEqual([49000, 39000]);
  });

  it("shares a discounted, rounded total in proportion to the prices, adding up exactly", () => {
    const shares = priceWeightedShares(74800, [49000, 39000]);
    expect(shares).toEqual([41650, 33150]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(74800);
  });

  it("splits evenly when the prices are equal, the odd cents to the first tickets", () => {
    expect(priceWeightedShares(100, [30, 30, 30])).toEqual([34, 33, 33]);
  });

  it("splits a total of free tickets evenly", () => {
    expect(priceWeightedShares(0, [0, 0])).toEqual([0, 0]);
  });
});
