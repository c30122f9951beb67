import { createPaymentProviders, type PaymentProvider } from "@vyc/domain/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePayPal, type FakePayPal } from "@vyc/testkit/fake-paypal";

let paypal: FakePayPal;
let provider: PaymentProvider;

beforeAll(async () => {
  paypal = await startFakePayPal();
  const providers = createPaymentProviders({ paypal: { apiBase: paypal.url, clientId: paypal.clientId, clientSecret: paypal.clientSecret }, testMode: false });
  if (!providers.paypal) throw new Error("PayPal provider missing");
  provider = providers.paypal;
});
afterAll(() => paypal.close());

async function capturedAtPayPal(reference: string): Promise<string> {
  const { providerOrderId } = await provider.createOrder({
    reference,
    description: "Summer Camp Identity Summer Camp Germany",
    itemName: "Identity Summer Camp Germany",
    quantity: 1,
    unitAmountMinor: 49000,
    totalMinor: 49000,
    currency: "EUR",
  });
  return paypal.completeOrder(providerOrderId);
}

describe("PayPal refunds", () => {
  it("refunds a capture once, however often the refund is asked for", async () => {
    const captureId = await capturedAtPayPal("refund-once");
    await provider.refund(captureId);
    await provider.refund(captureId);
    expect(paypal.refunds.filter((id) => id === captureId)).toHaveLength(1);
    expect(await provider.getCapture(captureId)).toMatchObject({ captureId, completed: false });
  });

  it("counts a capture already refunded in PayPal's dashboard as refunded", async () => {
    const captureId = await capturedAtPayPal("refunded-in-dashboard");
    paypal.refundInDashboard(captureId);
    await expect(provider.refund(captureId)).resolves.toEqual({ refundId: null });
    expect(paypal.refunds).not.toContain(captureId);
  });

  it("reports a refund PayPal cannot make", async () => {
    const captureId = await capturedAtPayPal("refund-fails");
    paypal.refundsFail = true;
    try {
      await expect(provider.refund(captureId)).rejects.toThrow(/refund/);
    } finally {
      paypal.refundsFail = false;
    }
  });
});
