import { describe, expect, it } from "vitest";
import { isHoldRunning } from "./open-order";

const now = new Date("2027-05-01T10:00:00Z");
const later = new Date(now.getTime() + 60_000);

describe("isHoldRunning", () => {
  it("runs while the order is pending and its time is not up", () => {
    expect(isHoldRunning({ status: "pending", expiresAt: later }, now)).toBe(true);
  });

  it("has run out at its expiry time, and a pending order without one holds nothing", () => {
    expect(isHoldRunning({ status: "pending", expiresAt: now }, now)).toBe(false);
    expect(isHoldRunning({ status: "pending", expiresAt: new Date(now.getTime() - 1) }, now)).toBe(false);
    expect(isHoldRunning({ status: "pending", expiresAt: null }, now)).toBe(false);
  });

  it("never runs for an order that is no longer pending, whatever its expiry time", () => {
    for (const status of ["paid", "unissued", "cancelled", "expired", "refunded"] as const) {
      expect(isHoldRunning({ status, expiresAt: later }, now)).toBe(false);
    }
  });
});
