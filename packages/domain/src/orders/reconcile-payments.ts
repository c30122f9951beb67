import type { Db } from "@vyc/db";
import { providerFor, type PaymentProviders } from "../payments/provider";
import { settleCapture } from "./settle-capture";

const LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Start-up recovery: orders sent to a payment provider but never completed here (the server
 * stopped between the capture and the tickets, or a PENDING capture has settled since) are asked
 * about again, and completed (or refunded) like a fresh capture.
 */
export async function reconcilePayments(db: Db, providers: PaymentProviders, now: Date): Promise<{ checked: number; completedOrderIds: number[] }> {
  const orders = await db.order.findMany({
    where: { status: { in: ["pending", "expired"] }, providerOrderId: { not: null }, captureId: null, createdAt: { gt: new Date(now.getTime() - LOOK_BACK_MS) } },
  });
  const completedOrderIds: number[] = [];
  for (const order of orders) {
    const provider = providerFor(providers, order.provider);
    if (!provider || !order.providerOrderId) continue;
    try {
      const result = await provider.getOrder(order.providerOrderId);
      const settled = await settleCapture(db, provider, order, result, now);
      if (settled.newlyPaid) completedOrderIds.push(order.id);
    } catch (error) {
      console.error(`Recovery of order ${order.id} failed:`, error instanceof Error ? error.message : error);
    }
  }
  return { checked: orders.length, completedOrderIds };
}
