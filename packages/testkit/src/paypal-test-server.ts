import { eventIdBySlug } from "./db-lookups";
import { fakePayPalEnv, startFakePayPal, type FakePayPal } from "./fake-paypal";
import { startTestServer, type TestServer, type TestServerOptions } from "./test-server";

export interface PayPalTestServer extends TestServer {
  /** The fake PayPal the server pays through; close() stops it with the server. */
  paypal: FakePayPal;
  /** The seeded in-person camp sold for 490 EUR (identity-summer-camp-germany). */
  campId: number;
}

/** The test server paying through a fresh fake PayPal; `options.env` adds to PayPal's settings. */
export async function startPayPalTestServer(options: TestServerOptions = {}): Promise<PayPalTestServer> {
  const paypal = await startFakePayPal();
  try {
    const server = await startTestServer({ ...options, env: { ...fakePayPalEnv(paypal), ...options.env } });
    const campId = await eventIdBySlug(server.services.db, "identity-summer-camp-germany");
    return {
      ...server,
      paypal,
      campId,
      async close() {
        await server.close();
        await paypal.close();
      },
    };
  } catch (error) {
    await paypal.close();
    throw error;
  }
}
