import type { Services } from "@vyc/api";
import { resumeRefunds } from "@vyc/domain";
import type { FastifyBaseLogger } from "fastify";

/**
 * Refunds the server stopped in the middle of are asked for again with the same PayPal request id
 * (so none is paid twice), then cancelled events' batches go on. Runs once at start-up.
 */
export async function recoverRefunds(services: Services, log: FastifyBaseLogger): Promise<void> {
  const deps = { db: services.db, payments: services.payments, mailer: services.mailer, background: services.background, publicUrl: services.config.publicUrl };
  const { retried, cancellations } = await resumeRefunds(deps, () => services.clock.now(), (refundId, error) => log.warn({ err: error, refundId }, "pending refund not finished"));
  if (retried || cancellations.length) log.info({ retried, cancellations }, "refund recovery");
}
