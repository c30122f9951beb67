import { describe, expect, it } from "vitest";
import { paypalOrderBody, readPayPalOrder } from "./paypal-provider";

const input = { reference: "42", description: "Summer Camp Identity Summer Camp Germany", itemName: "Identity Summer Camp Germany", quantity: 2, unitAmountMinor: 49000, currency: "EUR" };
const amountOf = (body: Record<string, unknown>) => (body.purchase_units as Array<{ amount: unknown }>)[0]?.amount;

describe("PayPal order body", () => {
  it("charges the items with a breakdown that adds up and no shipping", () => {
    const body = paypalOrderBody({ ...input, totalMinor: 98000 });
    expect(body).toMatchObject({ intent: "CAPTURE", application_context: { shipping_preference: "NO_SHIPPING" } });
    expect(amountOf(body)).toEqual({ currency_code: "EUR", value: "980.00", breakdown: { item_total: { currency_code: "EUR", value: "980.00" } } });
  });

  it("shows a discount as the difference to the items", () => {
    expect(amountOf(paypalOrderBody({ ...input, totalMinor: 83000 }))).toMatchObject({ value: "830.00", breakdown: { discount: { value: "150.00" } } });
  });

  it("shows rounding up to 10 units as handling, so the breakdown still adds up", () => {
    const body = paypalOrderBody({ ...input, quantity: 1, unitAmountMinor: 19750, totalMinor: 20000 });
    expect(amountOf(body)).toMatchObject({ value: "200.00", breakdown: { item_total: { value: "197.50" }, handling: { value: "2.50" } } });
  });

  it("keeps texts within PayPal's 127 characters", () => {
    const units = paypalOrderBody({ ...input, description: "x".repeat(300), totalMinor: 98000 }).purchase_units as Array<{ description: string }>;
    expect(units[0]?.description).toHaveLength(127);
  });
});

describe("reading a PayPal order", () => {
  const order = (status: string, captureStatus: string) => ({
    status,
    purchase_units: [{ reference_id: "42", payments: { captures: [{ id: "CAP1", status: captureStatus, amount: { currency_code: "EUR", value: "980.00" } }] } }],
  });

  it("is paid only when the order and its capture are COMPLETED", () => {
    expect(readPayPalOrder(order("COMPLETED", "COMPLETED"))).toEqual({ status: "completed", captureId: "CAP1", amountMinor: 98000, currency: "EUR", reference: "42" });
    expect(readPayPalOrder(order("COMPLETED", "PENDING"))).toMatchObject({ status: "not_completed" });
    expect(readPayPalOrder(order("COMPLETED", "DECLINED"))).toMatchObject({ status: "not_completed" });
    expect(readPayPalOrder({ status: "APPROVED" })).toMatchObject({ status: "not_completed" });
  });
});
