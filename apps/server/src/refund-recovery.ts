import type { Services } from "@vyc/api";
import { resumeRefunds } from "@vyc/domain";
import type { FastifyBaseLogger } from "fastify";

/**
 * Refund e-mails the server stopped before sending go out, refunds it stopped in the middle of are
 * asked for again with the same PayPal request id (so none is paid twice), then cancelled events'
 * batches go on. Runs once at start-up.
 */
export async function recoverRefunds(services: Services, log: FastifyBaseLogger): Promise<void> {
  const deps = { db: services.db, payments: services.payments, mailer: services.mailer, background: services.background, publicUrl: services.config.publicUrl };
  const onFailure = (refundId: string, error: unknown) => log.warn({ err: error, refundId }, "refund not finished");
  const { mailed, retried, cancellations } = await resumeRefunds(deps, () => services.clock.now(), onFailure);
  if (mailed || retried || cancellations.length) log.info({ mailed, retried, cancellations }, "refund recovery");
}
