import type { Db } from "@vyc/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./testing/test-server";

let server: TestServer;
let db: Db;
let campId: number;
let seminarId: number;
beforeAll(async () => {
  server = await startTestServer();
  db = server.services.db;
  campId = (await db.event.findUniqueOrThrow({ where: { slug: "identity-summer-camp-germany" } })).id;
  seminarId = (await db.event.findFirstOrThrow({ where: { id: { not: campId } } })).id;
});
afterAll(() => server.close());

const paidSeats = async (eventId: number) => (await db.event.findUniqueOrThrow({ where: { id: eventId } })).paidSeats;
const order = (eventId: number, status: string, quantity: number) =>
  db.order.create({ data: { eventId, status, quantity, unitPriceMinor: 1000, subtotalMinor: 1000 * quantity, totalMinor: 1000 * quantity, currency: "EUR" } });

describe("an event's paid seats", () => {
  it("follow every order that is paid, changed, moved, cancelled or deleted, whoever writes it", async () => {
    const camp = await paidSeats(campId);
    const seminar = await paidSeats(seminarId);
    const held = await order(campId, "pending", 2);
    expect(await paidSeats(campId)).toBe(camp);
    await db.order.update({ where: { id: held.id }, data: { status: "paid" } });
    expect(await paidSeats(campId)).toBe(camp + 2);
    const walkIn = await order(campId, "paid", 3);
    expect(await paidSeats(campId)).toBe(camp + 5);
    await db.order.update({ where: { id: walkIn.id }, data: { quantity: 1 } });
    expect(await paidSeats(campId)).toBe(camp + 3);
    await db.order.update({ where: { id: walkIn.id }, data: { eventId: seminarId } });
    expect([await paidSeats(campId), await paidSeats(seminarId)]).toEqual([camp + 2, seminar + 1]);
    await db.order.update({ where: { id: held.id }, data: { status: "cancelled" } });
    expect(await paidSeats(campId)).toBe(camp);
    await db.order.delete({ where: { id: walkIn.id } });
    expect(await paidSeats(seminarId)).toBe(seminar);
  });

  it("start from the event's own orders when it is created as a copy of another", async () => {
    await order(campId, "paid", 2);
    const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = await db.event.findUniqueOrThrow({ where: { id: campId } });
    expect(fields.paidSeats).toBeGreaterThan(0);
    const copy = await db.event.create({ data: { ...fields, slug: "camp-copy" } });
    expect(await paidSeats(copy.id)).toBe(0);
  });

  it("equal the seats of the paid orders counted one by one", async () => {
    await order(campId, "paid", 4);
    await order(campId, "expired", 2);
    const counted = await db.order.groupBy({ by: ["eventId"], where: { status: "paid" }, _sum: { quantity: true } });
    for (const { eventId, _sum } of counted) expect(await paidSeats(eventId)).toBe(_sum.quantity ?? 0);
  });
});
