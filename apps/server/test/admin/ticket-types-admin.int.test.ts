import { TICKET_TYPE_REFUSALS } from "@vyc/validators";
import type { TTicketTypeOutput } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventById, insertEvent } from "@vyc/testkit/db-lookups";
import { eventRow } from "@vyc/testkit/event-input";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";
import { createUser, sessionFor, type SignedIn } from "@vyc/testkit/users";

const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let staff: SignedIn;
let eventId: number;

const asStaff = <T>(path: string, input: unknown) => callTrpc<T>(server.url, path, input, { cookie: staff.cookie });
const typesOf = async () => (await callTrpc<TTicketTypeOutput[]>(server.url, "ticketTypes.list", { eventId }, { cookie: staff.cookie }, "GET")).data ?? [];
const volunteer = { name: "Volunteer", nameVi: "Tình nguyện viên", price: 100, quota: 2 };

beforeAll(async () => {
  server = await startTestServer();
  staff = await sessionFor(server, await createUser(server, { role: "staff" }));
  const now = server.services.clock.now().getTime();
  eventId = await insertEvent(server.services.db, eventRow("types-camp", new Date(now + 30 * DAY), { isPublic: false, priceMinor: 20000, currency: "EUR", capacity: 40 }));
});
afterAll(() => server.close());

describe("ticket types in the back office", () => {
  it("lists the event's default type at its price, then adds a type after it", async () => {
    expect(await typesOf()).toEqual([expect.objectContaining({ name: "Ticket", nameVi: "Vé", priceMinor: 20000, quota: null, taken: 0 })]);
    const created = await asStaff<{ id: number }>("ticketTypes.create", { eventId, ticketType: volunteer });
    expect(created.status).toBe(200);
    expect((await typesOf()).map((t) => [t.name, t.priceMinor, t.quota])).toEqual([
      ["Ticket", 20000, null],
      ["Volunteer", 10000, 2],
    ]);
  });

  it("refuses a quota above the capacity and a sale that ends before it starts", async () => {
    const over = await asStaff("ticketTypes.create", { eventId, ticketType: { ...volunteer, quota: 41 } });
    expect(over.status).toBe(422);
    expect(over.error?.message).toBe(TICKET_TYPE_REFUSALS.quotaOverCapacity(40).message);
    const backwards = await asStaff("ticketTypes.create", { eventId, ticketType: { ...volunteer, saleStartsAt: "2030-05-02T00:00:00Z", saleEndsAt: "2030-05-01T00:00:00Z" } });
    expect(backwards.status).toBe(400);
  });

  it("keeps the event's price equal to its default type's", async () => {
    const [first] = await typesOf();
    expect((await asStaff("ticketTypes.update", { id: first?.id, ticketType: { name: "Camper", nameVi: "Trại sinh", price: 250 } })).status).toBe(200);
    expect((await eventById(server.services.db, eventId)).priceMinor).toBe(25000);
  });

  it("removes a type never ordered and keeps the last one", async () => {
    const [first, second] = await typesOf();
    expect((await asStaff("ticketTypes.remove", { id: second?.id })).status).toBe(200);
    const last = await asStaff("ticketTypes.remove", { id: first?.id });
    expect(last.status).toBe(409);
    expect(last.error?.message).toBe(TICKET_TYPE_REFUSALS.lastType.message);
    expect((await typesOf()).map((t) => t.name)).toEqual(["Camper"]);
  });

  it("is for staff only", async () => {
    expect((await callTrpc(server.url, "ticketTypes.create", { eventId, ticketType: volunteer })).status).toBe(401);
  });
});
