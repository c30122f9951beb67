import { findSeatDrift } from "@vyc/db/stores/seats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcAs } from "@vyc/testkit/admin-fixtures";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { copyEvent, eventById, orderById } from "@vyc/testkit/db-lookups";
import { eventInput } from "@vyc/testkit/event-input";
import { fakePayPalEnv } from "@vyc/testkit/fake-paypal";
import { callTrpc } from "@vyc/testkit/trpc-http";
import { startPayPalTestServer, type PayPalTestServer } from "@vyc/testkit/paypal-test-server";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor } from "@vyc/testkit/users";

/** Two app servers on one PostgreSQL database and one PayPal, as behind a load balancer. */
let a: PayPalTestServer;
let b: TestServer;
let staff: string;
beforeAll(async () => {
  const env = { PAYMENT_TEST_MODE: "true", RATE_LIMIT_MAX: "100000", RATE_LIMIT_SCALE: "100" };
  a = await startPayPalTestServer({ env });
  b = await startTestServer({ env: { ...env, ...fakePayPalEnv(a.paypal) }, databaseUrl: a.databaseUrl });
  staff = (await sessionFor(a, await createUser(a, { role: "staff" }))).authorization;
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const servers = () => [a, b];
const data = () => a.services.db;
const seatsOf = (eventId: number) => data().query.selectFrom("EventSeats").selectAll().where("eventId", "=", eventId).executeTakeFirstOrThrow();

/** One ticket bought through the test provider on `server`; 1 when it was paid. */
async function buyOne(server: TestServer, eventId: number): Promise<number> {
  const checkout = checkoutClient(server.url, await createBuyer(a.services.db, new Date()));
  const started = await checkout.start(eventId, 1);
  if (!started.data) return 0;
  const payment = await checkout.createPayment(started.data.orderId, "test");
  return (await checkout.capture(started.data.orderId, payment.data?.providerOrderId ?? "")).data?.outcome === "completed" ? 1 : 0;
}

/** The back office's edit of an event with a new capacity, everything else as it is. */
async function editCapacity(eventId: number, capacity: number, on: TestServer) {
  const base = await eventById(data(), eventId);
  const input = eventInput(new Date().getUTCFullYear() + 1, { name: base.name, capacity, price: base.priceMinor / 100, currency: base.currency });
  return trpcAs(on.url, "mutation", "admin.updateEvent", { id: eventId, ...input }, staff);
}

/** A copy of the paid demo camp with its own capacity. */
function campCopy(slug: string, capacity: number): Promise<number> {
  return copyEvent(data(), a.campId, { slug, capacity });
}

describe("decisions taken on two servers at the same moment", () => {
  it("refund an order once when six staff refund it at once: PayPal is asked once, nothing is left pending", async () => {
    const eventId = await campCopy("race-refund", 10);
    const buyer = await createBuyer(a.services.db, new Date());
    const checkout = checkoutClient(a.url, buyer);
    const orderId = (await checkout.start(eventId, 2)).data?.orderId ?? 0;
    const payment = await checkout.createPayment(orderId, "paypal");
    expect((await checkout.capture(orderId, payment.data?.providerOrderId ?? "")).data?.outcome).toBe("completed");
    const { captureId } = await orderById(data(), orderId);

    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => trpcAs(servers()[i % 2]?.url ?? a.url, "mutation", "refunds.refundOrder", { orderId, reason: "Asked at once" }, staff)),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(a.paypal.refundsMade.filter((refund) => refund.captureId === captureId)).toHaveLength(1);
    const refunds = await data().query.selectFrom("Refund").selectAll().where("orderId", "=", orderId).execute();
    expect(refunds.map((refund) => refund.status)).toEqual(["completed"]);
    expect(await orderById(data(), orderId)).toMatchObject({ status: "refunded", refundedMinor: refunds[0]?.amountMinor });
    const retry = await trpcAs(b.url, "mutation", "refunds.refundOrder", { orderId, reason: "Again" }, staff);
    expect(retry.status).toBe(409);
  });

  it("never lower the capacity below the seats sold while a burst of buyers takes them", async () => {
    const eventId = await campCopy("race-capacity", 40);
    let selling = true;
    const edits: number[] = [];
    const editing = (async () => {
      for (let capacity = 10; selling; capacity = capacity === 10 ? 25 : 10) edits.push((await editCapacity(eventId, capacity, edits.length % 2 ? a : b)).status);
    })();
    const sold = await Promise.all(Array.from({ length: 40 }, (_, i) => buyOne(servers()[i % 2] ?? a, eventId)));
    selling = false;
    await editing;

    expect(edits.length).toBeGreaterThan(1);
    expect(edits.filter((status) => status !== 200 && status !== 409)).toEqual([]);
    const event = await eventById(data(), eventId);
    const seats = await seatsOf(eventId);
    expect(await data().query.selectFrom("Ticket").select("id").where("eventId", "=", eventId).execute()).toHaveLength(sold.reduce((sum: number, n) => sum + n, 0));
    expect(seats.paid + seats.held + seats.offered).toBeLessThanOrEqual(event.capacity);
    expect(await findSeatDrift(data())).toEqual([]);
  });

  it("promise the seats a raised capacity adds to the waiting line, however many buyers try to take them at that moment", async () => {
    const eventId = await campCopy("race-waiting-list", 6);
    expect((await Promise.all(Array.from({ length: 6 }, () => buyOne(a, eventId)))).reduce((sum: number, n) => sum + n, 0)).toBe(6);
    const line = await Promise.all(Array.from({ length: 4 }, () => createBuyer(a.services.db, new Date())));
    for (const person of line) expect((await callTrpc(b.url, "waitingList.join", { eventId, seats: 1 }, person.headers)).status).toBe(200);

    const [edited, ...bought] = await Promise.all([editCapacity(eventId, 10, b), ...Array.from({ length: 20 }, (_, i) => buyOne(servers()[i % 2] ?? a, eventId))]);

    expect(edited?.status).toBe(200);
    expect(bought.reduce((sum: number, n) => sum + n, 0)).toBe(0);
    const entries = await data().query.selectFrom("WaitingListEntry").selectAll().where("eventId", "=", eventId).execute();
    expect(entries.map((entry) => entry.status)).toEqual(["offered", "offered", "offered", "offered"]);
    expect(await seatsOf(eventId)).toMatchObject({ paid: 6, held: 0, offered: 4 });
    expect(await findSeatDrift(data())).toEqual([]);
  });
});
