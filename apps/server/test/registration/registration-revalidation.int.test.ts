import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendee, participants } from "@vyc/testkit/attendees";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { eventIdBySlug } from "@vyc/testkit/db-lookups";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

let server: TestServer;
let buyer: Buyer;
let campId: number;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await createBuyer(server.services.db, server.services.clock.now());
  campId = await eventIdBySlug(server.services.db, "identity-summer-camp-germany");
});
afterAll(() => server.close());

const flight = {
  arrivalTransportType: "plane",
  arrivalDatetime: "2030-07-01T10:30",
  arrivalAirline: "Lufthansa",
  arrivalFlightNumber: "LH123",
  departureTransportType: "train",
  departureDatetime: "2030-07-08T16:00",
};

/** What the registration screens hand to the payment step, with one part replaced by a crafted value. */
const draft = (over: Record<string, unknown> = {}) => ({
  eventId: campId,
  numTickets: 2,
  attendees: participants(2),
  logisticCase: "logisticInformation",
  logistics: { "1": flight, "2": { ...flight, arrivalTransportType: "train" } },
  ...over,
});

/** The same order as the specification's REST payload names its parts. */
const restDraft = (over: Record<string, unknown> = {}) => {
  const { attendees, logistics, ...rest } = draft();
  return { ...rest, participants: attendees, logisticsInformations: logistics, ...over };
};

interface Refusal {
  status: number;
  paths: string[];
}

async function startCheckout(body: unknown): Promise<Refusal> {
  const res = await fetch(`${server.url}/trpc/checkout.start`, { method: "POST", headers: { "content-type": "application/json", ...buyer.headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as { error?: { data: { issues: Array<{ path: string[] }> | null } } };
  return { status: res.status, paths: json.error?.data.issues?.map((i) => i.path.join(".")) ?? [] };
}

async function postPrivate(body: unknown): Promise<Refusal> {
  const res = await fetch(`${server.url}/api/register/private`, { method: "POST", headers: { "content-type": "application/json", ...buyer.headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as { issues?: Array<{ path: string[] }> | null };
  return { status: res.status, paths: json.issues?.map((i) => i.path.join(".")) ?? [] };
}

const orderCount = async () =>
  (await server.services.db.query.selectFrom("Order").select((eb) => eb.fn.countAll<number>().as("n")).where("userId", "=", buyer.userId).executeTakeFirstOrThrow()).n;

describe("the server re-validates every attendee and logistics record of a crafted registration", () => {
  it("accepts the registration the screens send", async () => {
    const before = await orderCount();
    const res = await startCheckout(draft());
    expect(res.status).toBe(200);
    expect(await orderCount()).toBe(before + 1);
  });

  it.each([
    ["an attendee aged 0", { attendees: { "1": attendee(1), "2": attendee(2, { age: 0 }) } }, "attendees.2.age"],
    ["9 tickets", { numTickets: 9 }, "numTickets"],
    ["a plane without flight number", { logistics: { "1": { ...flight, arrivalFlightNumber: "" }, "2": flight } }, "logistics.1.arrivalFlightNumber"],
    ["a flight in 2051", { logistics: { "1": flight, "2": { ...flight, departureDatetime: "2051-01-01T10:00" } } }, "logistics.2.departureDatetime"],
    ["a missing logistics record", { logistics: { "1": flight } }, "logistics"],
  ])("refuses %s at the payment step with 400 and the field path, writing nothing", async (_, over, path) => {
    const before = await orderCount();
    const res = await startCheckout(draft(over));
    expect(res.status).toBe(400);
    expect(res.paths).toContain(path);
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ["a plane without flight number", { logisticsInformations: { "1": { ...flight, arrivalFlightNumber: undefined }, "2": flight } }, "logisticsInformations.1.arrivalFlightNumber"],
    ["a flight in 2051", { logisticsInformations: { "1": { ...flight, arrivalDatetime: "2051-06-01T00:00" }, "2": flight } }, "logisticsInformations.1.arrivalDatetime"],
    ["an attendee aged 0", { participants: { "1": attendee(1, { age: 0 }), "2": attendee(2) } }, "participants.1.age"],
  ])("refuses %s on POST /api/register/private with 400 and the field path", async (_, over, path) => {
    const before = await orderCount();
    const res = await postPrivate({ ...restDraft(over), captureId: "CAP-CRAFTED", price: 980 });
    expect(res.status).toBe(400);
    expect(res.paths).toContain(path);
    expect(await orderCount()).toBe(before);
  });
});
