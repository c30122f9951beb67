import type { PayPalConfig } from "./paypal-api";
import { createPayPalProvider } from "./paypal-provider";
import type { PaymentProviders } from "./provider";
import { createTestProvider } from "./test-provider";

const PAYPAL_SDK_URL = "https://www.paypal.com/sdk/js";

export interface PaymentConfig {
  /** PayPal credentials and API base; without them PayPal is not offered. */
  paypal?: PayPalConfig;
  /** Offers the test provider, which takes no money. */
  testMode: boolean;
  paypalSdkUrl?: string;
}

export function createPaymentProviders(config: PaymentConfig): PaymentProviders {
  return {
    ...(config.paypal ? { paypal: createPayPalProvider(config.paypal) } : {}),
    ...(config.testMode ? { test: createTestProvider() } : {}),
    paypalSdkUrl: config.paypalSdkUrl ?? PAYPAL_SDK_URL,
  };
}
