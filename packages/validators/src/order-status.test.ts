import { describe, expect, it } from "vitest";
import { isOrderStatus, ORDER_STATUSES } from "./order-status";

describe("order statuses", () => {
  it("are the six an order goes through", () => {
    expect([...ORDER_STATUSES].sort()).toEqual(["cancelled", "expired", "paid", "pending", "refunded", "unissued"]);
  });

  it("recognise a status by its exact name only", () => {
    for (const status of ORDER_STATUSES) expect(isOrderStatus(status)).toBe(true);
    for (const value of ["Paid", "completed", "", null, undefined, 1]) expect(isOrderStatus(value)).toBe(false);
  });
});
