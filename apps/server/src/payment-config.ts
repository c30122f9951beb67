import type { PaymentConfig } from "@vyc/domain/payments";
import type { Env } from "./env";

/**
 * PayPal when both credentials are set. The test provider (no money taken) when asked for, and by
 * default when PayPal is not configured outside production, so a live site never sells for free.
 */
export function paymentConfig(env: Env): PaymentConfig {
  const paypal =
    env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? { apiBase: env.PAYPAL_API_BASE, clientId: env.PAYPAL_CLIENT_ID, clientSecret: env.PAYPAL_CLIENT_SECRET }
      : undefined;
  return {
    paypal,
    testMode: env.PAYMENT_TEST_MODE ?? (!paypal && env.NODE_ENV !== "production"),
    paypalSdkUrl: env.PAYPAL_SDK_URL,
  };
}
