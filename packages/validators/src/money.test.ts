import { describe, expect, it } from "vitest";
import { CURRENCIES } from "./limits";
import { CURRENCY_MESSAGE, CURRENCY_MINOR_DIGITS, decimalToMinor, minorToDecimal, toMajor } from "./money";
import { basisPointsToPercent, percentToBasisPoints, vatIncludedMinor } from "./vat";

describe("currencies", () => {
  it("have the minor units Intl knows for them", () => {
    for (const currency of CURRENCIES) {
      expect(CURRENCY_MINOR_DIGITS[currency]).toBe(new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits);
    }
  });
  it("are all named by the event form's refusal", () => {
    expect(CURRENCY_MESSAGE).toBe(`Choose ${CURRENCIES.slice(0, -1).join(", ")} or ${CURRENCIES.at(-1) ?? ""}.`);
  });
});

describe("minorToDecimal and decimalToMinor", () => {
  it("convert exactly, digit by digit", () => {
    expect(minorToDecimal(83300, "EUR")).toBe("833.00");
    expect(minorToDecimal(5, "GBP")).toBe("0.05");
    expect(minorToDecimal(-345, "CHF")).toBe("-3.45");
    expect(decimalToMinor("19.99", "EUR")).toBe(1999);
    expect(decimalToMinor(19.99, "EUR")).toBe(1999);
    expect(decimalToMinor(0.1 + 0.2, "EUR")).toBeNull();
    expect(decimalToMinor("25", "NOK")).toBe(2500);
    expect(decimalToMinor("1.005", "EUR")).toBeNull();
    expect(decimalToMinor("1.50", "EUR")).toBe(150);
    expect(decimalToMinor("-1", "EUR")).toBeNull();
    expect(decimalToMinor("1e3", "EUR")).toBeNull();
    expect(toMajor(2550, "SEK")).toBe(25.5);
  });
});

describe("VAT", () => {
  it("is the part of a gross amount at the rate, in whole minor units", () => {
    expect(vatIncludedMinor(3000, 1900)).toBe(479);
    expect(vatIncludedMinor(11900, 1900)).toBe(1900);
    expect(vatIncludedMinor(3000, 0)).toBe(0);
  });
  it("reads and writes rates as percents", () => {
    expect(percentToBasisPoints("19")).toBe(1900);
    expect(percentToBasisPoints("8,1")).toBe(810);
    expect(percentToBasisPoints("100.5")).toBeNull();
    expect(percentToBasisPoints("abc")).toBeNull();
    expect(basisPointsToPercent(810)).toBe("8.1");
    expect(basisPointsToPercent(2500)).toBe("25");
  });
});
