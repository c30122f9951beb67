import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddresses, forwardedFor } from "@vyc/testkit/auth-harness";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

/** The per-address request budget (RATE_LIMIT_MAX a minute), clients told apart by X-Forwarded-For behind a trusted proxy. */
const MAX = 20;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_MAX: String(MAX), TRUST_PROXY: "true" } });
});
afterAll(() => server.close());

const newIp = clientAddresses("10.7");
const get = (ip: string) => fetch(`${server.url}/api/events/getEventsNotExpired`, { headers: forwardedFor(ip) });

describe("the request budget of a client address", () => {
  it("admits RATE_LIMIT_MAX requests a minute, counting down, then answers 429 with Retry-After", async () => {
    const ip = newIp();
    for (let i = 1; i <= MAX; i += 1) {
      const res = await get(ip);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-ratelimit-limit")).toBe(String(MAX));
      expect(res.headers.get("x-ratelimit-remaining")).toBe(String(MAX - i));
    }
    const refused = await get(ip);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ statusCode: 429, error: "Too Many Requests", message: expect.stringMatching(/^Rate limit exceeded, retry in (1 minute|\d+ seconds?)$/) });
    expect(refused.headers.get("x-ratelimit-limit")).toBe(String(MAX));
    expect(refused.headers.get("x-ratelimit-remaining")).toBe("0");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("x-ratelimit-reset")).toBe(String(retryAfter));
  });

  it("keeps refusing a spent address while others are served", async () => {
    const ip = newIp();
    for (let i = 0; i < MAX; i += 1) expect((await get(ip)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await get(ip)).status).toBe(429);
    expect((await get(newIp())).status).toBe(200);
  });
});
