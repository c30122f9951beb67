import { findSeatDrift } from "@vyc/db/stores/seats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { copyEvent, eventIdBySlug } from "@vyc/testkit/db-lookups";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, login } from "@vyc/testkit/users";

/** Two app servers on one PostgreSQL database, as behind a load balancer. */
let a: TestServer;
let b: TestServer;
beforeAll(async () => {
  const env = { PAYMENT_TEST_MODE: "true", RATE_LIMIT_SCALE: "1", TRUST_PROXY: "true" };
  a = await startTestServer({ env });
  b = await startTestServer({ env, databaseUrl: a.databaseUrl });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe("two app servers on one PostgreSQL database", () => {
  it("sell an event's last seats between them without selling one twice", async () => {
    const db = a.services.db;
    const eventId = await copyEvent(db, await eventIdBySlug(db, "identity-summer-camp-germany"), { slug: "shared-thirty", capacity: 30 });
    // Each buyer pays on the server that held the seats (the test payment provider lives in its memory).
    const buyers = await Promise.all(Array.from({ length: 60 }, () => createBuyer(a.services.db, new Date())));
    const sold = await Promise.all(
      buyers.map(async (buyer, i) => {
        const checkout = checkoutClient((i % 2 ? b : a).url, buyer);
        const started = await checkout.start(eventId, 1);
        if (!started.data) return 0;
        const payment = await checkout.createPayment(started.data.orderId, "test");
        const captured = await checkout.capture(started.data.orderId, payment.data?.providerOrderId ?? "");
        return captured.data?.outcome === "completed" ? 1 : 0;
      }),
    );
    expect(sold.reduce((sum: number, n) => sum + n, 0)).toBe(30);
    expect(await db.query.selectFrom("Ticket").select("id").where("eventId", "=", eventId).execute()).toHaveLength(30);
    expect(await findSeatDrift(db)).toEqual([]);
  });

  it("share sessions: signed in on one, signed in on the other", async () => {
    const user = await createUser(a);
    const session = await login(a, user.email, user.password);
    const me = await fetch(`${b.url}/trpc/auth.me`, { headers: { cookie: session.cookie } });
    expect(((await me.json()) as { result: { data: { email: string } | null } }).result.data?.email).toBe(user.email);
  });

  it("share the failed sign-in budget of an account: 10 failures across both, then 429 on either", async () => {
    const user = await createUser(a);
    const failOn = (server: TestServer, i: number) =>
      fetch(`${server.url}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: server.publicUrl, "x-forwarded-for": `10.9.0.${i}` },
        body: new URLSearchParams({ _username: user.email, _password: "wrong-password" }),
      });
    for (let i = 0; i < 10; i += 1) expect((await failOn(i % 2 ? a : b, i)).status).toBe(303);
    expect((await failOn(a, 50)).status).toBe(429);
    expect((await failOn(b, 51)).status).toBe(429);
  });
});
