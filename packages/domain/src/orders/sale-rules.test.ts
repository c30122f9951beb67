import type { SaleEvent } from "@vyc/db/stores/events";
import type { Order } from "@vyc/db/stores/orders";
import { CHECKOUT_MESSAGES, CHECKOUT_REFUSALS } from "@vyc/validators";
import { describe, expect, it } from "vitest";
import { assertDiscountUsable } from "../discounts/discount-rules";
import { assertHoldRunning } from "./order-life";
import { assertOpen, assertSeatsAvailable, isFreeEvent } from "./event-rules";
import { priceOrder } from "./pricing";
import { capturePaysOrder } from "./payment-steps";

const now = new Date("2027-05-01T10:00:00Z");
const event: SaleEvent = {
  id: 1,
  name: "Camp",
  eventCategory: "Summer Camp",
  capacity: 10,
  priceMinor: 49000,
  currency: "EUR",
  isOnline: false,
  isPublic: false,
  isRegistrable: true,
  registrationDeadline: new Date("2027-06-01T00:00:00Z"),
  dateStart: new Date("2027-07-01T09:00:00Z"),
  dateEnd: new Date("2027-07-10T16:00:00Z"),
};
const order = (over: Partial<Order> = {}): Order => ({
  id: 7, userId: "u1", eventId: 1, status: "pending", quantity: 2, unitPriceMinor: 49000, subtotalMinor: 98000, discountPercent: 0, discountId: null,
  totalMinor: 98000, currency: "EUR", logisticCase: null, attendeesJson: "[]", provider: "test", providerOrderId: "P1", captureId: null,
  createdAt: now, expiresAt: new Date(now.getTime() + 60_000), paidAt: null, billingName: null, billingAddress: null, billingOrganisation: null, refundedMinor: 0, refundedSeats: 0, ...over,
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe("open for sale", () => {
  it("takes registrations until the deadline, never after it, when closed or once the event is over", () => {
    expect(refusal(() => assertOpen(event, now))).toBeNull();
    expect(refusal(() => assertOpen(event, new Date("2027-06-01T00:00:01Z")))).toBe(CHECKOUT_MESSAGES.registrationClosed);
    expect(refusal(() => assertOpen({ ...event, isRegistrable: false }, now))).toBe(CHECKOUT_MESSAGES.registrationClosed);
    expect(refusal(() => assertOpen({ ...event, registrationDeadline: null }, new Date("2027-07-11T00:00:00Z")))).toBe(CHECKOUT_MESSAGES.registrationClosed);
  });

  it("registers online, public and zero-priced events without payment", () => {
    expect(isFreeEvent(event)).toBe(false);
    expect(isFreeEvent({ ...event, isOnline: true })).toBe(true);
    expect(isFreeEvent({ ...event, isPublic: true })).toBe(true);
    expect(isFreeEvent({ ...event, priceMinor: 0 })).toBe(true);
  });
});

describe("seats available", () => {
  it("allows up to the seats left and names what is left otherwise", () => {
    expect(refusal(() => assertSeatsAvailable(10, 7, 3))).toBeNull();
    expect(refusal(() => assertSeatsAvailable(10, 8, 3))).toBe("Only 2 seats are left for this event.");
    expect(refusal(() => assertSeatsAvailable(10, 9, 2))).toBe("Only 1 seat is left for this event.");
    expect(refusal(() => assertSeatsAvailable(10, 10, 1))).toBe(CHECKOUT_MESSAGES.soldOut);
    expect(refusal(() => assertSeatsAvailable(10, 12, 1))).toBe(CHECKOUT_MESSAGES.soldOut);
  });
});

describe("hold running", () => {
  it("runs until its expiry, strictly", () => {
    expect(refusal(() => assertHoldRunning(order(), now))).toBeNull();
    expect(refusal(() => assertHoldRunning(order({ expiresAt: now }), now))).toBe(CHECKOUT_MESSAGES.holdExpired);
    expect(refusal(() => assertHoldRunning(order({ status: "expired" }), now))).toBe(CHECKOUT_MESSAGES.holdExpired);
    expect(refusal(() => assertHoldRunning(order({ status: "paid" }), now))).toBe(CHECKOUT_MESSAGES.alreadyPaid);
    expect(refusal(() => assertHoldRunning(order({ status: "cancelled" }), now))).toBe(CHECKOUT_MESSAGES.orderNotPending);
  });

  it("tells an expired hold by its stable reason, which clients act on", () => {
    const expired = { kind: "CONFLICT", reason: CHECKOUT_REFUSALS.holdExpired.reason };
    expect(() => assertHoldRunning(order({ expiresAt: now }), now)).toThrow(expect.objectContaining(expired));
    expect(() => assertHoldRunning(order({ status: "expired" }), now)).toThrow(expect.objectContaining(expired));
    expect(() => assertHoldRunning(order({ status: "cancelled" }), now)).toThrow(expect.objectContaining({ reason: null }));
  });
});

describe("capture pays order", () => {
  const capture = { status: "completed" as const, captureId: "C1", amountMinor: 98000, currency: "EUR", reference: "7" };
  it("only for the order's exact amount, currency and reference", () => {
    expect(capturePaysOrder(capture, order())).toBe(true);
    expect(capturePaysOrder({ ...capture, amountMinor: 97999 }, order())).toBe(false);
    expect(capturePaysOrder({ ...capture, currency: "USD" }, order())).toBe(false);
    expect(capturePaysOrder({ ...capture, reference: "8" }, order())).toBe(false);
  });
});

describe("discount usable", () => {
  const code = { id: "d1", code: "VYC25", percent: 25, active: true, validFrom: null, validUntil: null, maxUses: 3, uses: 1, eventId: null };
  it("refuses an unknown, inactive, not yet valid, expired, other-event or used-up code, each with its reason", () => {
    expect(assertDiscountUsable(code, 1, { now })).toBe(code);
    expect(refusal(() => assertDiscountUsable(null, 0, { now }))).toBe(CHECKOUT_MESSAGES.discountUnknown);
    expect(refusal(() => assertDiscountUsable({ ...code, active: false }, 0, { now }))).toBe(CHECKOUT_MESSAGES.discountInactive);
    expect(refusal(() => assertDiscountUsable({ ...code, validFrom: new Date(now.getTime() + 1) }, 0, { now }))).toBe(CHECKOUT_MESSAGES.discountNotYetValid);
    expect(refusal(() => assertDiscountUsable({ ...code, validUntil: now }, 0, { now }))).toBe(CHECKOUT_MESSAGES.discountExpired);
    expect(refusal(() => assertDiscountUsable({ ...code, eventId: 2 }, 0, { now, eventId: 1 }))).toBe(CHECKOUT_MESSAGES.discountOtherEvent);
    expect(refusal(() => assertDiscountUsable(code, 2, { now }))).toBe(CHECKOUT_MESSAGES.discountUsedUp);
  });
});

describe("pricing", () => {
  it("prices tickets at the event's unit price less the discount, rounded to 10 units of the currency", () => {
    expect(priceOrder(49000, 2, 0, "EUR")).toEqual({ unitPriceMinor: 49000, subtotalMinor: 98000, discountPercent: 0, totalMinor: 98000 });
    expect(priceOrder(49000, 2, 25, "EUR")).toEqual({ unitPriceMinor: 49000, subtotalMinor: 98000, discountPercent: 25, totalMinor: 74000 });
    expect(priceOrder(49000, 2, 100, "EUR").totalMinor).toBe(0);
  });
});
