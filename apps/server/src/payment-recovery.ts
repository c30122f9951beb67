import type { Services } from "@vyc/api";
import { reconcilePayments, sendOrderConfirmation } from "@vyc/domain";
import type { FastifyBaseLogger } from "fastify";

/**
 * Completes the orders paid at the provider whose tickets were never written (the server stopped
 * in between, or writing them and refunding both failed: unissued orders), or refunds those that
 * cannot be honoured, and sends the confirmation e-mails of the completed ones. Runs once at start-up.
 */
export async function recoverPayments(services: Services, log: FastifyBaseLogger): Promise<void> {
  const { checked, completedOrderIds } = await reconcilePayments(services.db, services.payments, services.clock.now());
  if (checked) log.info({ checked, completed: completedOrderIds.length }, "payment recovery");
  for (const orderId of completedOrderIds) {
    await sendOrderConfirmation(services.db, services.mailer, orderId, services.config.publicUrl).catch((error: unknown) =>
      log.error({ err: error, orderId }, "confirmation e-mail of a recovered order failed"),
    );
  }
}
