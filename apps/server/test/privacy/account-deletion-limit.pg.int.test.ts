import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";
import { createUser, sessionFor } from "@vyc/testkit/users";

/** The failed sign-in budget of an account at RATE_LIMIT_SCALE=1. */
const ACCOUNT_BUDGET = 10;
const TOO_MANY = /^Too many attempts\. Try again in \d+ seconds\.$/;

/** Two app servers on one PostgreSQL database. */
let server: TestServer;
let other: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_SCALE: "1" } });
  other = await startTestServer({ env: { RATE_LIMIT_SCALE: "1" }, databaseUrl: server.databaseUrl });
});
afterAll(async () => {
  await other.close();
  await server.close();
});

const deleteAccount = (cookie: string, password: string, on: TestServer) => callTrpc<{ deleted: true }>(on.url, "privacy.deleteMyAccount", { password }, { cookie });

describe("deleting one's account on two app servers", () => {
  it("shares the budget between app servers on one PostgreSQL database", async () => {
    const user = await createUser(server, { password: "the-right-password" });
    const { cookie } = await sessionFor(server, user);
    for (let i = 0; i < ACCOUNT_BUDGET; i += 1) expect((await deleteAccount(cookie, `wrong-${i}`, i % 2 ? server : other)).status).toBe(400);
    for (const on of [server, other]) {
      const refused = await deleteAccount(cookie, user.password, on);
      expect([refused.status, refused.error?.message]).toEqual([429, expect.stringMatching(TOO_MANY)]);
    }
  });
});
