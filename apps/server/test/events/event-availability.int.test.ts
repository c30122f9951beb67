import { TIME_ZONE_MESSAGE } from "@vyc/validators";
import { saveOrganiserSettings, readOrganiserSettings } from "@vyc/db/stores/organiser-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcAs } from "@vyc/testkit/admin-fixtures";
import { attendee } from "@vyc/testkit/attendees";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { insertEvent } from "@vyc/testkit/db-lookups";
import { eventInput, eventRow } from "@vyc/testkit/event-input";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor } from "@vyc/testkit/users";

let server: TestServer;
let buyer: Buyer;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await createBuyer(server.services.db, server.services.clock.now());
});
afterAll(() => server.close());

interface ApiEvent {
  id: number;
  name: string;
  seatsLeft: number;
  timeZone: string;
  availability: string;
}

/** A free in-person event, written behind the server's back: its public pages show it within a second. */
async function freeEvent(name: string, over: Record<string, unknown> = {}): Promise<number> {
  const slug = name.toLowerCase().replace(/\W+/g, "-");
  const id = await insertEvent(server.services.db, eventRow(slug, new Date(Date.now() + 30 * DAY), { name, capacity: 50, timeZone: "Europe/Oslo", ...over }));
  await expect.poll(async () => (await fetch(`${server.url}/api/events/${id}/getData`)).status, { timeout: 3000 }).toBe(200);
  return id;
}

let registered = 0;
/** Registers `count` new attendees (each a new e-mail) for the event. */
const register = async (eventId: number, count: number) => {
  const participants = Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i + 1), attendee((registered += 1))]));
  const res = await fetch(`${server.url}/api/register/public`, {
    method: "POST",
    headers: { "content-type": "application/json", ...buyer.headers },
    body: JSON.stringify({ eventId, numTickets: count, participants, isOnline: false }),
  });
  expect(res.status).toBe(200);
};

const listed = async (): Promise<ApiEvent[]> => ((await (await fetch(`${server.url}/api/events/getEventsNotExpired`)).json()) as { events: ApiEvent[] }).events;
const one = async (id: number): Promise<ApiEvent> => ((await (await fetch(`${server.url}/api/events/${id}/getData`)).json()) as { event: ApiEvent }).event;
const trpcOne = async (id: number): Promise<ApiEvent> => (await trpcAs<ApiEvent>(server.url, "query", "events.getData", { id })).data;

describe("an event's availability, as the server counts its seats", () => {
  it("is open with plenty of seats, few seats at the organiser's threshold, then sold out", async () => {
    const id = await freeEvent("Availability Weekend", { capacity: 14 });
    expect(await one(id)).toMatchObject({ seatsLeft: 14, availability: "open", timeZone: "Europe/Oslo" });

    await register(id, 4);
    expect(await one(id)).toMatchObject({ seatsLeft: 10, availability: "fewSeats" });
    expect((await listed()).find((e) => e.id === id)).toMatchObject({ seatsLeft: 10, availability: "fewSeats" });
    expect(await trpcOne(id)).toMatchObject({ seatsLeft: 10, availability: "fewSeats" });

    for (const count of [8, 2]) await register(id, count);
    expect(await one(id)).toMatchObject({ seatsLeft: 0, availability: "soldOut" });
    expect(await trpcOne(id)).toMatchObject({ availability: "soldOut" });
  });

  it("is closed when the organisers close registration or its deadline has passed, whatever the seats", async () => {
    const closed = await freeEvent("Closed Weekend", { isRegistrable: false });
    const late = await freeEvent("Late Weekend", { registrationDeadline: new Date(Date.now() - DAY) });
    expect(await one(closed)).toMatchObject({ seatsLeft: 50, availability: "closed" });
    expect(await one(late)).toMatchObject({ availability: "closed" });
  });

  it("says few seats from the threshold the organiser set", async () => {
    const id = await freeEvent("Threshold Weekend", { capacity: 30 });
    await register(id, 5);
    expect(await one(id)).toMatchObject({ seatsLeft: 25, availability: "open" });
    const sql = server.services.db;
    const settings = await readOrganiserSettings(sql);
    await saveOrganiserSettings(sql, { ...settings, seatsLeftThreshold: 25 }, new Date());
    // Saved behind the server's back: its public snapshot sees it within a second.
    await expect.poll(async () => (await one(id)).availability, { timeout: 3000 }).toBe("fewSeats");
    await saveOrganiserSettings(sql, { ...settings, seatsLeftThreshold: 0 }, new Date());
    await expect.poll(async () => (await one(id)).availability, { timeout: 3000 }).toBe("open");
    await saveOrganiserSettings(sql, settings, new Date());
  });

  it("gives the demo events the time zones of their cities", async () => {
    const zones = Object.fromEntries((await listed()).map((e) => [e.name, e.timeZone]));
    expect(zones).toMatchObject({
      "Identity Summer Camp Germany": "Europe/Berlin",
      "Activism Seminar for Social Impact": "America/Toronto",
      "Community Engagement Training (Online)": "Europe/Berlin",
      "Skill-building Weekend Copenhagen": "Europe/Copenhagen",
    });
  });
});

describe("an event's time zone in the back office", () => {
  let staff: string;
  beforeAll(async () => {
    staff = (await sessionFor(server, await createUser(server, { role: "staff" }))).authorization;
  });

  const nextYear = new Date().getUTCFullYear() + 1;
  const newEvent = (timeZone: unknown) =>
    eventInput(nextYear, { name: "Zoned Camp", location: "Toronto", dateStart: `${nextYear}-07-10T13:00`, dateEnd: `${nextYear}-07-12T20:00`, price: 100, currency: "USD", capacity: 20, timeZone });

  it("is stored in Intl's spelling and shown on the public event, the dates typed read on its clock", async () => {
    const created = await trpcAs<{ id: number }>(server.url, "mutation", "admin.createEvent", newEvent("america/toronto"), staff);
    expect(created.status).toBe(200);
    expect(await one(created.data.id)).toMatchObject({ timeZone: "America/Toronto", dateStart: `${nextYear}-07-10T17:00:00.000Z` });
  });

  it("reads a 22:00 deadline typed for a Paris event as 22:00 in Paris, and gives it back as an ISO instant and on the Paris clock", async () => {
    const input = { ...newEvent("Europe/Paris"), name: "Paris Evening", location: "Paris", registrationDeadline: `${nextYear}-07-01T22:00`, expiredRefundDate: `${nextYear}-01-15T22:00` };
    const created = await trpcAs<{ id: number }>(server.url, "mutation", "admin.createEvent", input, staff);
    expect(created.status).toBe(200);
    const rest = (await (await fetch(`${server.url}/api/events/${created.data.id}/getData`)).json()) as { event: Record<string, unknown> };
    expect(rest.event).toMatchObject({
      timeZone: "Europe/Paris",
      dateStart: `${nextYear}-07-10T11:00:00.000Z`,
      registrationDeadline: `${nextYear}-07-01T20:00:00.000Z`,
      expiredRefundDate: `${nextYear}-01-15T21:00:00.000Z`,
    });
    const edited = await trpcAs(server.url, "mutation", "admin.updateEvent", { ...input, id: created.data.id, registrationDeadline: `${nextYear}-07-01T20:00:00.000Z` }, staff);
    expect(edited.status).toBe(200);
    expect(await one(created.data.id)).toMatchObject({ registrationDeadline: `${nextYear}-07-01T20:00:00.000Z` });
  });

  it("refuses a zone that does not exist with 400 and a message, storing nothing", async () => {
    const eventCount = async () => (await server.services.db.query.selectFrom("Event").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;
    const before = await eventCount();
    const refused = await fetch(`${server.url}/trpc/admin.createEvent`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: staff },
      body: JSON.stringify(newEvent("Mars/Olympus_Mons")),
    });
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: { data: { issues: Array<{ path: string[]; message: string }> } } };
    expect(body.error.data.issues).toEqual([{ path: ["timeZone"], message: TIME_ZONE_MESSAGE }]);
    expect(await eventCount()).toBe(before);
  });
});
