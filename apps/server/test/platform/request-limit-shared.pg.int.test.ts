import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddresses, forwardedFor } from "@vyc/testkit/auth-harness";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

/**
 * Two app servers on one PostgreSQL database behind a trusted proxy: a client address has one
 * budget of RATE_LIMIT_MAX requests a minute, whichever server answers. 320 lets each server take
 * a few dozen requests' worth at once, as a busy site's servers do.
 */
const MAX = 320;
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  const env = { RATE_LIMIT_MAX: String(MAX), TRUST_PROXY: "true" };
  a = await startTestServer({ env });
  b = await startTestServer({ env, databaseUrl: a.databaseUrl });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const newIp = clientAddresses("10.8");
const get = (server: TestServer, ip: string) => fetch(`${server.url}/api/events/getEventsNotExpired`, { headers: forwardedFor(ip) });

describe("the request budget of a client address on two servers", () => {
  it("admits RATE_LIMIT_MAX requests in all, alternating between the servers, then 429 on either", async () => {
    const ip = newIp();
    let admitted = 0;
    for (let i = 0; i < MAX; i += 1) if ((await get(i % 2 ? b : a, ip)).status === 200) admitted += 1;
    expect(admitted).toBe(MAX);
    for (const server of [a, b]) {
      const refused = await get(server, ip);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ statusCode: 429, error: "Too Many Requests", message: expect.stringMatching(/^Rate limit exceeded, retry in /) });
      expect(refused.headers.get("x-ratelimit-limit")).toBe(String(MAX));
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect((await get(a, newIp())).status).toBe(200);
    expect((await get(b, newIp())).status).toBe(200);
  });

  it("admits RATE_LIMIT_MAX requests in all of a burst arriving on both servers at once", async () => {
    const ip = newIp();
    const answers = await Promise.all(Array.from({ length: 2 * MAX }, (_, i) => get(i % 2 ? b : a, ip).then((res) => res.status)));
    expect(answers.filter((status) => status === 200)).toHaveLength(MAX);
    expect(answers.filter((status) => status === 429)).toHaveLength(MAX);
  });
});
