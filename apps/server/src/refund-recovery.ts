import type { Services } from "@vyc/api";
import { resumeCancellations } from "@vyc/domain/refunds";
import type { FastifyBaseLogger } from "fastify";

/**
 * Cancelled events' refund batches that were running when the server stopped go on. (Refunds left
 * pending and refund e-mails are outbox messages: the outbox worker carries them out.) Runs once at
 * start-up.
 */
export async function recoverRefunds(services: Services, log: FastifyBaseLogger): Promise<void> {
  const deps = { db: services.db, payments: services.payments, background: services.background };
  const cancellations = await resumeCancellations(deps, () => services.clock.now());
  if (cancellations.length) log.info({ cancellations }, "refund recovery");
}
