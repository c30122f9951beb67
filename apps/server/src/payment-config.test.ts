import { describe, expect, it } from "vitest";
import { loadEnv } from "./env";
import { paymentConfig } from "./payment-config";

describe("payment configuration", () => {
  it("offers only the test provider without PayPal credentials, outside production", () => {
    expect(paymentConfig(loadEnv({}))).toMatchObject({ paypal: undefined, testMode: true, paypalSdkUrl: "https://www.paypal.com/sdk/js" });
    expect(paymentConfig(loadEnv({ PAYPAL_CLIENT_ID: "", PAYPAL_CLIENT_SECRET: "", PAYMENT_TEST_MODE: "" })).testMode).toBe(true);
  });

  it("never sells for free in production by default", () => {
    expect(paymentConfig(loadEnv({ NODE_ENV: "production" })).testMode).toBe(false);
  });

  it("uses PayPal (sandbox by default) when both credentials are set", () => {
    const config = paymentConfig(loadEnv({ PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret" }));
    expect(config).toMatchObject({ paypal: { apiBase: "https://api-m.sandbox.paypal.com", clientId: "id", clientSecret: "secret" }, testMode: false });
    expect(paymentConfig(loadEnv({ PAYPAL_CLIENT_ID: "id", PAYPAL_CLIENT_SECRET: "secret", PAYMENT_TEST_MODE: "true" })).testMode).toBe(true);
  });

  it("names a malformed PayPal base URL", () => {
    expect(() => loadEnv({ PAYPAL_API_BASE: "not a url" })).toThrow(/PAYPAL_API_BASE/);
  });
});
