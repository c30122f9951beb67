import { describe, expect, it } from "vitest";
import { isFreeByKind, isFreeEvent } from "./free-event";

const stored = { isOnline: false, isPublic: false, priceMinor: 49000 };
const published = { isOnline: false, isPublic: false, price: [490] };

describe("isFreeEvent", () => {
  it("is free when online or public, whatever the price", () => {
    for (const event of [stored, published]) {
      expect(isFreeEvent(event)).toBe(false);
      expect(isFreeEvent({ ...event, isOnline: true })).toBe(true);
      expect(isFreeEvent({ ...event, isPublic: true })).toBe(true);
    }
  });

  it("is free when the unit price is 0, as stored or as the API lists it", () => {
    expect(isFreeEvent({ ...stored, priceMinor: 0 })).toBe(true);
    expect(isFreeEvent({ ...published, price: [0] })).toBe(true);
    expect(isFreeEvent({ ...published, price: [] })).toBe(true);
  });
});

describe("isFreeByKind", () => {
  it("holds online and public events to a price of 0, never an in-person event that merely costs 0", () => {
    expect(isFreeByKind({ isOnline: true, isPublic: false })).toBe(true);
    expect(isFreeByKind({ isOnline: false, isPublic: true })).toBe(true);
    expect(isFreeByKind({ isOnline: false, isPublic: false })).toBe(false);
  });
});
