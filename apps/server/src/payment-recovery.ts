import type { Services } from "@vyc/api";
import { reconcilePayments } from "@vyc/domain/orders";
import type { FastifyBaseLogger } from "fastify";

/**
 * Completes the orders paid at the provider whose tickets were never written (the server stopped
 * in between, or writing them and refunding both failed: unissued orders), or refunds those that
 * cannot be honoured; a completed order's e-mails are outbox messages like any paid order's. Runs
 * once at start-up.
 */
export async function recoverPayments(services: Services, log: FastifyBaseLogger): Promise<void> {
  const { checked, paid } = await reconcilePayments(services.db, services.payments, services.clock.now(), log);
  if (checked) log.info({ checked, completed: paid.length }, "payment recovery");
  if (paid.length) services.outbox.kick();
}
