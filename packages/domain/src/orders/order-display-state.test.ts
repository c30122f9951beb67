import { describe, expect, it } from "vitest";
import { orderDisplayState } from "./order-display-state";

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
