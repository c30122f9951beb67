import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { type Db } from "@vyc/db";
import { findSeatDrift } from "@vyc/db/stores/seats";
import { returnPayment } from "@vyc/domain/orders";
import { manualClock } from "@vyc/domain/shared";
import { LIMITS } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcAs } from "@vyc/testkit/admin-fixtures";
import { participants } from "@vyc/testkit/attendees";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { copyEvent, eventById, eventIdBySlug } from "@vyc/testkit/db-lookups";
import { sellWalkIn, signedInStaff } from "@vyc/testkit/kiosk-client";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor } from "@vyc/testkit/users";

const clock = manualClock(new Date());
let server: TestServer;
let db: Db;
let data: Db;
let campId: number;
beforeAll(async () => {
  server = await startTestServer({ clock, env: { PAYMENT_TEST_MODE: "true" } });
  db = server.services.db;
  data = db;
  campId = await eventIdBySlug(data, "identity-summer-camp-germany");
});
afterAll(() => server.close());

/** The event's counters, and the same seats counted one by one from its orders. */
async function seats(eventId: number) {
  const row = await data.query.selectFrom("EventSeats").selectAll().where("eventId", "=", eventId).executeTakeFirst();
  const sum = async (status: string) =>
    (
      await data.query
        .selectFrom("Order")
        .select((eb) => eb.fn.sum<number>("quantity").as("quantity"))
        .where("eventId", "=", eventId)
        .where("status", "=", status)
        .executeTakeFirstOrThrow()
    ).quantity ?? 0;
  return { counters: { paid: row?.paid ?? 0, held: row?.held ?? 0 }, orders: { paid: await sum("paid"), held: await sum("pending") } };
}

const seatsLeft = async (eventId: number) =>
  ((await (await fetch(`${server.url}/api/events/${eventId}/getData`)).json()) as { event: { seatsLeft: number } }).event.seatsLeft;

async function expectCounters(eventId: number, expected: { paid: number; held: number }) {
  const { counters, orders } = await seats(eventId);
  expect(counters).toEqual(orders);
  expect(counters).toEqual(expected);
}

describe("an event's seat counters", () => {
  it("follow every way an order takes or gives back seats, and match the orders after each", async () => {
    const start = (await seats(campId)).counters;
    const at = (paid: number, held: number) => ({ paid: start.paid + paid, held: start.held + held });
    const checkout = checkoutClient(server.url, await createBuyer(db, clock.now()));

    const paid = await checkout.start(campId, 2);
    await expectCounters(campId, at(0, 2));
    const payment = await checkout.createPayment(paid.data!.orderId, "test");
    expect((await checkout.capture(paid.data!.orderId, payment.data!.providerOrderId)).data?.outcome).toBe("completed");
    await expectCounters(campId, at(2, 0));

    const released = await checkout.start(campId, 3);
    await checkout.release(released.data!.orderId);
    await expectCounters(campId, at(2, 0));

    const other = checkoutClient(server.url, await createBuyer(db, clock.now()));
    const expiring = await other.start(campId, 1);
    await other.createPayment(expiring.data!.orderId, "test");
    clock.advance(LIMITS.checkoutTimeoutMs + 1);
    expect(await seatsLeft(campId)).toBe((await eventById(data, campId)).capacity - start.paid - start.held - 2);
    expect((await seats(campId)).counters).toEqual(at(2, 1));
    await checkout.start(campId, 1);
    await expectCounters(campId, at(2, 1));
    expect((await data.query.selectFrom("Order").select("status").where("id", "=", expiring.data!.orderId).executeTakeFirstOrThrow()).status).toBe("expired");

    const cancelled = await other.start(campId, 2);
    const staff = await sessionFor(server, await createUser(server, { role: "staff" }));
    expect((await trpcAs(server.url, "mutation", "admin.cancelOrder", { orderId: cancelled.data!.orderId }, staff.authorization)).status).toBe(200);
    await expectCounters(campId, at(2, 1));

    const refunded = await other.start(campId, 2);
    // A capture that does not pay this order (another amount) is given back, and so are the seats.
    const provider = server.services.payments.test!;
    const stray = await provider.createOrder({ reference: "stray", description: "", itemName: "", quantity: 1, unitAmountMinor: 100, totalMinor: 100, currency: "EUR" });
    const captured = await provider.captureOrder(stray.providerOrderId, "stray-capture");
    if (captured.status !== "completed") throw new Error("The test provider did not capture.");
    expect(await returnPayment(db, provider, refunded.data!.orderId, captured.captureId, server.services.log)).toBe("refunded");
    await expectCounters(campId, at(2, 1));

    await sellWalkIn(server, await signedInStaff(server), campId, 3);
    await expectCounters(campId, at(5, 1));
  });

  it("count a free registration as paid seats at once", async () => {
    const online = await data.query.selectFrom("Event").select("id").where("isOnline", "=", true).limit(1).executeTakeFirstOrThrow();
    const before = (await seats(online.id)).counters;
    const buyer = await sessionFor(server, await createUser(server));
    const res = await fetch(`${server.url}/api/register/public`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: buyer.authorization },
      body: JSON.stringify({ eventId: online.id, numTickets: 2, participants: participants(2), isOnline: true }),
    });
    expect(res.status).toBe(200);
    await expectCounters(online.id, { paid: before.paid + 2, held: before.held });
  });

  it("start at zero for a copy of an event, made in the back office or straight from its row", async () => {
    const staff = await sessionFor(server, await createUser(server, { role: "staff" }));
    const camp = await eventById(data, campId);
    expect((await seats(campId)).counters.paid).toBeGreaterThan(0);
    const rowCopy = await copyEvent(data, campId, { slug: "camp-row-copy" });
    await expectCounters(rowCopy, { paid: 0, held: 0 });
    expect(await seatsLeft(rowCopy)).toBe(camp.capacity);
    const year = camp.dateEnd.getUTCFullYear();
    const copy = await trpcAs<{ id: number }>(
      server.url,
      "mutation",
      "admin.createEvent",
      {
        name: `${camp.name} (copy)`, eventCategory: camp.eventCategory, description: camp.description, isOnline: false, isPublic: false, place: camp.place,
        location: camp.location, features: [], dateStart: `${year}-07-10T09:00`, dateEnd: `${year}-07-20T16:00`, year, price: camp.priceMinor / 100,
        currency: camp.currency, capacity: camp.capacity, registrationDeadline: "", isRegistrable: true, isPublished: true, checklist: [], images: [], label: "",
        expiredRefundDate: "",
      },
      staff.authorization,
    );
    expect(copy.status).toBe(200);
    await expectCounters(copy.data.id, { paid: 0, held: 0 });
  });
});

describe("npm run db:check", () => {
  const root = path.resolve(import.meta.dirname, "../../../..");
  const dbCheck = (...args: string[]) =>
    promisify(execFile)(process.execPath, ["--import", "tsx", "packages/db/scripts/db-check.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: server.databaseUrl },
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );

  it("reports counters that differ from the orders and the waiting list's offers, and repairs them", async () => {
    const { counters } = await seats(campId);
    const offered = (await data.query.selectFrom("EventSeats").select("offered").where("eventId", "=", campId).executeTakeFirstOrThrow()).offered;
    await data.query.updateTable("EventSeats").set({ paid: counters.paid + 7, held: counters.held + 1, offered: offered + 2 }).where("eventId", "=", campId).execute();
    const report = await dbCheck("--dry-run");
    expect(report.code).toBe(1);
    expect(report.stdout).toContain(
      `Event ${campId}: paid seats ${counters.paid + 7} (orders say ${counters.paid}), held seats ${counters.held + 1} (orders say ${counters.held}), ` +
        `offered seats ${offered + 2} (waiting list says ${offered})`,
    );
    expect(await findSeatDrift(data)).toHaveLength(1);
    const repair = await dbCheck();
    expect(repair.code).toBe(0);
    expect(repair.stdout).toContain("Repaired the seat counters of 1 event(s).");
    expect(await findSeatDrift(data)).toEqual([]);
    expect((await dbCheck("--dry-run")).stdout).toContain("Seat counters match the orders.");
  });
});
