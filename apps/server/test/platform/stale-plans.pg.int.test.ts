import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { copyEvent, eventIdBySlug } from "@vyc/testkit/db-lookups";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, login } from "@vyc/testkit/users";

/*
 * The server keeps its statements' plans on each of its PostgreSQL connections. A migration applied
 * while it runs (a rolling deploy) that changes what those statements return must not fail buyers'
 * requests: the stale plans are dropped and the work runs again.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PAYMENT_TEST_MODE: "true" } });
});
afterAll(() => server.close());

/** `count` buyers buying one ticket each at once; how many purchases completed. */
async function buyAtOnce(eventId: number, count: number): Promise<number> {
  const buyers = await Promise.all(Array.from({ length: count }, () => createBuyer(server.services.db, new Date())));
  const outcomes = await Promise.all(
    buyers.map(async (buyer) => {
      const checkout = checkoutClient(server.url, buyer);
      const started = await checkout.start(eventId, 1);
      if (!started.data) return `hold ${started.status} ${started.error?.message ?? ""}`;
      const payment = await checkout.createPayment(started.data.orderId, "test");
      const captured = await checkout.capture(started.data.orderId, payment.data?.providerOrderId ?? "");
      return captured.data?.outcome ?? `capture ${captured.status} ${captured.error?.message ?? ""}`;
    }),
  );
  return outcomes.filter((outcome) => outcome === "completed").length;
}

describe("a migration applied while the server runs", () => {
  it("changes what the order path's statements return, and every later purchase and session still works", async () => {
    const db = server.services.db;
    const eventId = await copyEvent(db, await eventIdBySlug(db, "identity-summer-camp-germany"), { slug: "stale-plans", capacity: 100 });
    const user = await createUser(server);
    const session = await login(server, user.email, user.password);
    const me = async () => {
      const answer = await fetch(`${server.url}/trpc/auth.me`, { headers: { cookie: session.cookie } });
      return { status: answer.status, email: ((await answer.json()) as { result?: { data?: { email?: string } } }).result?.data?.email };
    };
    expect(await buyAtOnce(eventId, 12)).toBe(12);
    expect(await me()).toEqual({ status: 200, email: user.email });

    await sql`ALTER TABLE "Order" ALTER COLUMN "currency" TYPE varchar(8)`.execute(db.query);
    await sql`ALTER TABLE "User" ALTER COLUMN "email" TYPE varchar(320)`.execute(db.query);

    expect(await me()).toEqual({ status: 200, email: user.email });
    expect(await buyAtOnce(eventId, 12)).toBe(12);
    expect(await db.query.selectFrom("Ticket").select("id").where("eventId", "=", eventId).execute()).toHaveLength(24);
  });
});
