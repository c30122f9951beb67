import { describe, expect, it } from "vitest";
import { canonicalTimeZone, timeZoneChoices, ZTimeZone } from "./time-zone";

describe("event time zones", () => {
  it("accepts IANA zones in Intl's spelling", () => {
    expect(ZTimeZone.parse("Europe/Berlin")).toBe("Europe/Berlin");
    expect(ZTimeZone.parse(" america/toronto ")).toBe("America/Toronto");
    expect(ZTimeZone.parse("UTC")).toBe("UTC");
  });

  it("refuses unknown zones with a message", () => {
    for (const zone of ["Mars/Olympus", "", "CET; DROP", "../etc"]) {
      const result = ZTimeZone.safeParse(zone);
      expect(result.success, zone).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Time zone: choose a time zone from the list, e.g. Europe/Berlin.");
    }
    expect(canonicalTimeZone("Nowhere/Town")).toBeNull();
  });

  it("offers UTC first, then every zone Intl knows", () => {
    const zones = timeZoneChoices();
    expect(zones[0]).toBe("UTC");
    expect(zones).toEqual(expect.arrayContaining(["Europe/Berlin", "America/Toronto", "Europe/Oslo"]));
    expect(new Set(zones).size).toBe(zones.length);
  });
});
