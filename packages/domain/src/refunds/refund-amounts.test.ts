import { describe, expect, it } from "vitest";
import { refundAmount, ticketShareMap } from "./refund-amounts";

const tickets = (statuses: string[]) => statuses.map((status, i) => ({ id: `t${i + 1}`, number: i + 1, status }));
const samePrice = (count: number, price: number) => new Map(Array.from({ length: count }, (_, i) => [`t${i + 1}`, price]));

describe("refund amounts", () => {
  it("splits a total into shares that add up exactly, the odd cents to the first tickets", () => {
    expect([...ticketShareMap(1000, tickets(["valid", "valid", "valid"]), samePrice(3, 400)).values()]).toEqual([334, 333, 333]);
  });

  it("shares a total of tickets of two types in proportion to their prices", () => {
    const prices = new Map([
      ["t1", 49000],
      ["t2", 42000],
    ]);
    expect(ticketShareMap(91000, tickets(["valid", "valid"]), prices)).toEqual(
      new Map([
        ["t1", 49000],
        ["t2", 42000],
      ]),
    );
    expect(refundAmount({ totalMinor: 91000, refundedMinor: 0 }, tickets(["valid", "valid"]), new Set(["t2"]), prices)).toBe(42000);
  });

  it("refunds a ticket's share, and the rest of the total with the last tickets", () => {
    const prices = samePrice(3, 400);
    expect(refundAmount({ totalMinor: 1000, refundedMinor: 0 }, tickets(["valid", "valid", "valid"]), new Set(["t2"]), prices)).toBe(333);
    expect(refundAmount({ totalMinor: 1000, refundedMinor: 333 }, tickets(["valid", "refunded", "valid"]), new Set(["t1", "t3"]), prices)).toBe(667);
  });

  it("never gives back more than is left", () => {
    expect(refundAmount({ totalMinor: 1000, refundedMinor: 900 }, tickets(["valid", "valid", "valid"]), new Set(["t1"]), samePrice(3, 400))).toBe(100);
  });
});
