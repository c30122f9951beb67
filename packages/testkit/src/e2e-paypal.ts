import { readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";

export const PAYPAL_SDK_STUB_PATH = "/e2e/paypal-sdk/js";

/**
 * Browser tests only: serves the stand-in for PayPal's JS SDK (apps/web/e2e/support) that renders
 * buttons driving createOrder / onApprove / onCancel like the real ones, since paypal.com cannot be
 * reached from the tests.
 */
export function servePayPalSdkStub(app: FastifyInstance, repoRoot: string): void {
  const script = readFileSync(path.join(repoRoot, "apps/web/e2e/support/paypal-sdk-stub.js"), "utf8");
  app.get(PAYPAL_SDK_STUB_PATH, (_request, reply) => reply.type("application/javascript; charset=utf-8").header("cache-control", "no-store").send(script));
}
