import { randomUUID } from "node:crypto";
import { PaymentProviderError, type CaptureResult, type PaymentProvider, type ProviderOrderInput } from "./provider";

/**
 * Takes no money: for local use and tests without PayPal credentials. It goes through the same
 * server path as PayPal (create, then capture with the amount it was asked for).
 */
export function createTestProvider(): PaymentProvider {
  const orders = new Map<string, { input: ProviderOrderInput; capture?: CaptureResult }>();
  const captures = new Map<string, { providerOrderId: string; amountMinor: number; currency: string; refunded: boolean; refundedMinor: number }>();
  const readOrder = (providerOrderId: string): CaptureResult => {
    const capture = orders.get(providerOrderId)?.capture;
    if (!capture) return { status: "not_completed", detail: "order not captured" };
    if (capture.status === "completed" && captures.get(capture.captureId)?.refunded) return { status: "not_completed", detail: "capture refunded" };
    return capture;
  };

  return {
    name: "test",
    async createOrder(input) {
      const providerOrderId = `TEST-${randomUUID()}`;
      orders.set(providerOrderId, { input });
      return { providerOrderId };
    },
    async captureOrder(providerOrderId) {
      const order = orders.get(providerOrderId);
      if (!order) return { status: "not_completed", detail: "order unknown to the test provider" };
      if (!order.capture) {
        const captureId = `TESTCAP-${randomUUID()}`;
        order.capture = { status: "completed", captureId, amountMinor: order.input.totalMinor, currency: order.input.currency, reference: order.input.reference };
        captures.set(captureId, { providerOrderId, amountMinor: order.input.totalMinor, currency: order.input.currency, refunded: false, refundedMinor: 0 });
      }
      return readOrder(providerOrderId);
    },
    async getOrder(providerOrderId) {
      return readOrder(providerOrderId);
    },
    async getCapture(captureId) {
      const capture = captures.get(captureId);
      if (!capture) return null;
      return { captureId, completed: !capture.refunded, amountMinor: capture.amountMinor, currency: capture.currency, providerOrderId: capture.providerOrderId };
    },
    async refund(captureId, part) {
      const capture = captures.get(captureId);
      // A part of a capture this process never made (taken before a restart): no money was taken, so there is none to give back.
      if (!capture && part) return { refundId: `TESTREFUND-${part.requestId}` };
      if (!capture) throw new PaymentProviderError(`The test provider has no capture ${captureId} to refund.`);
      capture.refundedMinor += part?.amountMinor ?? capture.amountMinor;
      capture.refunded = capture.refundedMinor >= capture.amountMinor;
      return { refundId: `TESTREFUND-${part?.requestId ?? captureId}` };
    },
  };
}
