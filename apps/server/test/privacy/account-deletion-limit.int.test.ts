import { PRIVACY_MESSAGES } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";
import { createUser, sessionFor, type TestUser } from "@vyc/testkit/users";

/** The failed sign-in budget of an account at RATE_LIMIT_SCALE=1. */
const ACCOUNT_BUDGET = 10;
const TOO_MANY = /^Too many attempts\. Try again in \d+ seconds\.$/;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_SCALE: "1" } });
});
afterAll(() => server.close());

async function signedIn(on: TestServer = server): Promise<{ user: TestUser; cookie: string }> {
  const user = await createUser(on, { password: "the-right-password" });
  return { user, cookie: (await sessionFor(on, user)).cookie };
}

const deleteAccount = (cookie: string, password: string, on: TestServer = server) =>
  callTrpc<{ deleted: true }>(on.url, "privacy.deleteMyAccount", { password }, { cookie });

const emailOf = (userId: string) => server.services.db.query.selectFrom("User").select("email").where("id", "=", userId).executeTakeFirst();

const signIn = (email: string, password: string, on: TestServer = server) =>
  fetch(`${on.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: on.publicUrl },
    body: new URLSearchParams({ _username: email, _password: password }),
  });

describe("deleting one's account", () => {
  it("refuses further tries with 429 once the wrong passwords used up the sign-in budget, even the right one", async () => {
    const { user, cookie } = await signedIn();
    for (let i = 0; i < ACCOUNT_BUDGET; i += 1) {
      const wrong = await deleteAccount(cookie, `wrong-${i}`);
      expect([wrong.status, wrong.error?.message]).toEqual([400, PRIVACY_MESSAGES.wrongPassword]);
    }
    const refused = await deleteAccount(cookie, user.password);
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toMatch(TOO_MANY);
    expect(await emailOf(user.id)).toEqual({ email: user.email });
    // The wrong passwords counted as failed sign-ins of the account.
    expect((await signIn(user.email, user.password)).status).toBe(429);
  });

  it("counts failed sign-ins too, and still deletes with the right password while the budget lasts", async () => {
    const { user, cookie } = await signedIn();
    for (let i = 0; i < ACCOUNT_BUDGET - 2; i += 1) expect((await signIn(user.email, `wrong-${i}`)).status).toBe(303);
    expect((await deleteAccount(cookie, "wrong-again")).status).toBe(400);
    expect((await deleteAccount(cookie, user.password)).status).toBe(200);
    expect(await emailOf(user.id)).not.toEqual({ email: user.email });
  });
});
