import { describe, expect, it } from "vitest";
import { lastSaleCountry, prefillSale, rememberSaleCountry } from "./sale-prefill";

describe("walk-in prefill", () => {
  it("fills each attendee's country and expectation, keeping what is already there", () => {
    const form = prefillSale({ attendees: [{ firstName: "", country: "" }, { country: "Norway", expectation: "Friends" }] }, { country: "Germany", expectation: "Walk-in" });
    expect(form.attendees).toEqual([
      { firstName: "", country: "Germany", expectation: "Walk-in" },
      { country: "Norway", expectation: "Friends" },
    ]);
  });

  it("remembers the last sale's country on this desk", () => {
    const data = new Map<string, string>();
    const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
    expect(lastSaleCountry(storage)).toBe("");
    rememberSaleCountry("  France ", storage);
    expect(lastSaleCountry(storage)).toBe("France");
    rememberSaleCountry("   ", storage);
    expect(lastSaleCountry(storage)).toBe("France");
    expect(lastSaleCountry({ getItem: () => { throw new Error("blocked"); } })).toBe("");
  });
});
