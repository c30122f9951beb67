import { ORDER_STATUSES } from "@vyc/validators";
import { describe, expect, it } from "vitest";
import { isHoldRunning, ORDER_MOVES, orderDisplayState } from "./order-life";

const now = new Date("2027-05-01T10:00:00Z");
const later = new Date(now.getTime() + 60_000);

describe("the order's moves", () => {
  const moves = Object.values(ORDER_MOVES);

  it("start and end only in known statuses, each made by someone and saying what it does to seats and money", () => {
    for (const move of moves) {
      for (const status of [...move.from, move.to]) expect(ORDER_STATUSES).toContain(status);
      expect(move.by.length).toBeGreaterThan(0);
      expect(move.seats.length).toBeGreaterThan(0);
      expect(move.money.length).toBeGreaterThan(0);
    }
  });

  it("reach every status, and let no order leave refunded or cancelled except to return a late capture", () => {
    expect(new Set(moves.map((move) => move.to))).toEqual(new Set(ORDER_STATUSES));
    const leaving = (status: string) => Object.entries(ORDER_MOVES).filter(([, move]) => (move.from as readonly string[]).includes(status)).map(([name]) => name);
    expect(leaving("refunded")).toEqual([]);
    expect(leaving("cancelled").sort()).toEqual(["keepUnissued", "returnCapture"]);
  });

  it("refund only a paid order, by staff", () => {
    expect(ORDER_MOVES.refund.from).toEqual(["paid"]);
    expect(ORDER_MOVES.refund.by).toEqual(["staff"]);
  });
});

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

const paid = { status: "paid", totalMinor: 30_000, refundedMinor: 0, quantity: 3, refundedSeats: 0 };

describe("orderDisplayState", () => {
  it("keeps a paid order with nothing given back paid", () => {
    expect(orderDisplayState(paid)).toBe("paid");
  });

  it("calls a paid order with an amount or some tickets given back partially refunded", () => {
    expect(orderDisplayState({ ...paid, refundedMinor: 5_000 })).toBe("partially_refunded");
    expect(orderDisplayState({ ...paid, refundedMinor: 10_000, refundedSeats: 1 })).toBe("partially_refunded");
    expect(orderDisplayState({ ...paid, refundedMinor: 30_000 })).toBe("partially_refunded");
  });

  it("shows every other status as it is", () => {
    for (const status of ["pending", "refunded", "expired", "cancelled", "unissued"]) expect(orderDisplayState({ ...paid, status })).toBe(status);
  });
});
