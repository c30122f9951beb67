import { describe, expect, it } from "vitest";
import { refundAmount, ticketShares } from "./refund-amounts";

const tickets = (statuses: string[]) => statuses.map((status, i) => ({ id: `t${i + 1}`, number: i + 1, status }));

describe("refund amounts", () => {
  it("splits a total into shares that add up exactly", () => {
    expect(ticketShares(1000, 3)).toEqual([334, 333, 333]);
    expect(ticketShares(98000, 2)).toEqual([49000, 49000]);
  });

  it("refunds a ticket's share, and the rest of the total with the last tickets", () => {
    const order = { totalMinor: 1000, refundedMinor: 0 };
    expect(refundAmount(order, tickets(["valid", "valid", "valid"]), new Set(["t2"]))).toBe(333);
    const afterOne = { totalMinor: 1000, refundedMinor: 333 };
    expect(refundAmount(afterOne, tickets(["valid", "refunded", "valid"]), new Set(["t1", "t3"]))).toBe(667);
  });

  it("never gives back more than is left", () => {
    expect(refundAmount({ totalMinor: 1000, refundedMinor: 900 }, tickets(["valid", "valid", "valid"]), new Set(["t1"]))).toBe(100);
  });
});
