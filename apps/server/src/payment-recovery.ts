import type { Services } from "@vyc/api";
import { afterOrderPaid, reconcilePayments } from "@vyc/domain";
import type { FastifyBaseLogger } from "fastify";

/**
 * Completes the orders paid at the provider whose tickets were never written (the server stopped
 * in between, or writing them and refunding both failed: unissued orders), or refunds those that
 * cannot be honoured; the completed ones get what any newly paid order gets (confirmation and
 * guardians' consent e-mails). Runs once at start-up.
 */
export async function recoverPayments(services: Services, log: FastifyBaseLogger): Promise<void> {
  const { checked, paid } = await reconcilePayments(services.db, services.payments, services.clock.now());
  if (checked) log.info({ checked, completed: paid.length }, "payment recovery");
  for (const order of paid) afterOrderPaid(services, order);
}
