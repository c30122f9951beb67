import { describe, expect, it } from "vitest";
import { formatMoney } from "./format";

describe("formatMoney", () => {
  it("writes minor units as a price in the language", () => {
    expect(formatMoney(49000, "EUR", "en")).toBe("490 €");
    expect(formatMoney(1250, "USD", "en")).toBe("$12.50");
    expect(formatMoney(147000, "EUR", "vi")).toBe("1.470 €");
    expect(formatMoney(2500, "GBP", "en")).toBe("£25");
    expect(formatMoney(2550, "GBP", "vi")).toBe("25,50 £");
  });
});
