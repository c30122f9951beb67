import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { copyEvent, eventIdBySlug } from "@vyc/testkit/db-lookups";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

let server: TestServer;
let eventId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { PAYMENT_TEST_MODE: "true" } });
  const db = server.services.db;
  eventId = await copyEvent(db, await eventIdBySlug(db, "identity-summer-camp-germany"), { slug: "fifty-seats", capacity: 50 });
});
afterAll(() => server.close());

describe("a sales burst", () => {
  it("sells exactly the 50 seats to 200 simultaneous buyers of 1 to 3 tickets and refuses the rest clearly", async () => {
    const buyers = await Promise.all(Array.from({ length: 200 }, () => createBuyer(server.services.db, server.services.clock.now())));
    const results = await Promise.all(
      buyers.map(async (buyer, i) => {
        const checkout = checkoutClient(server.url, buyer);
        const started = await checkout.start(eventId, (i % 3) + 1);
        if (!started.data) return { sold: 0, refusal: started.error?.message ?? `HTTP ${started.status}` };
        const payment = await checkout.createPayment(started.data.orderId, "test");
        const captured = await checkout.capture(started.data.orderId, payment.data?.providerOrderId ?? "");
        return { sold: captured.data?.outcome === "completed" ? started.data.quote.quantity : 0, refusal: null };
      }),
    );
    expect(results.reduce((sum, r) => sum + r.sold, 0)).toBe(50);
    const { query } = server.services.db;
    expect(await query.selectFrom("Ticket").select("id").where("eventId", "=", eventId).execute()).toHaveLength(50);
    const paid = await query
      .selectFrom("Order")
      .select((eb) => eb.fn.sum<number>("quantity").as("quantity"))
      .where("eventId", "=", eventId)
      .where("status", "=", "paid")
      .executeTakeFirstOrThrow();
    expect(paid.quantity).toBe(50);
    const refusals = results.flatMap((r) => (r.refusal ? [r.refusal] : []));
    expect(refusals.length).toBeGreaterThan(100);
    for (const message of refusals) expect(message).toMatch(/^(This event is sold out\.|Only [12] seats? (is|are) left for this event\.)$/);
    const seatsLeft = ((await (await fetch(`${server.url}/api/events/${eventId}/getData`)).json()) as { event: { seatsLeft: number } }).event.seatsLeft;
    expect(seatsLeft).toBe(0);
  });
});
