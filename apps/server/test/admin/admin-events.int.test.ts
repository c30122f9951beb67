import { ADMIN_MESSAGES, ADMIN_REFUSALS, CURRENCY_MESSAGE } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participants } from "@vyc/testkit/attendees";
import { trpcAs } from "@vyc/testkit/admin-fixtures";
import { eventInput, withoutDefaults } from "@vyc/testkit/event-input";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor } from "@vyc/testkit/users";

let server: TestServer;
let staff: string;
let buyer: string;
beforeAll(async () => {
  server = await startTestServer();
  staff = (await sessionFor(server, await createUser(server, { role: "staff" }))).authorization;
  buyer = (await sessionFor(server, await createUser(server))).authorization;
});
afterAll(() => server.close());

const nextYear = new Date().getUTCFullYear() + 1;
const newEvent = (over: Record<string, unknown> = {}) =>
  eventInput(nextYear, {
    name: "Identity Summer Camp France",
    description: "Ten days in Provence: language, history and friendships.",
    place: "Domaine des Pins",
    location: "Route de Marseille, 13100 Aix-en-Provence, France",
    features: ["10 days", "All meals"],
    dateStart: `${nextYear}-07-10T09:00`,
    dateEnd: `${nextYear}-07-20T16:00`,
    price: 520,
    capacity: 80,
    registrationDeadline: `${nextYear}-06-30T23:00`,
    checklist: ["Passport", "Sun hat"],
    images: ["https://images.example.org/provence.jpg"],
    label: "VYC Camp",
    expiredRefundDate: `${nextYear}-06-15T23:00`,
    ...over,
  });

const admin = <T = unknown>(kind: "query" | "mutation", path: string, input?: unknown) => trpcAs<T>(server.url, kind, `admin.${path}`, input, staff);
const publicEvents = async () => ((await (await fetch(`${server.url}/api/events/getEventsNotExpired`)).json()) as { events: Array<Record<string, unknown>> }).events;

describe("events in the back office", () => {
  it("creates an event that appears on the public list with every field", async () => {
    const created = await admin<{ id: number }>("mutation", "createEvent", newEvent());
    expect(created.status).toBe(200);
    const shown = (await publicEvents()).find((e) => e.id === created.data.id);
    expect(shown).toMatchObject({
      name: "Identity Summer Camp France",
      price: [520],
      currency: "EUR",
      features: ["10 days", "All meals"],
      checklist: ["Passport", "Sun hat"],
      images: ["https://images.example.org/provence.jpg"],
      dateStart: `${nextYear}-07-10T09:00:00.000Z`,
      registrationDeadline: `${nextYear}-06-30T23:00:00.000Z`,
      expiredRefundDate: `${nextYear}-06-15T23:00:00.000Z`,
      capacity: 80,
      seatsLeft: 80,
      year: nextYear,
      label: "VYC Camp",
    });
  });

  const createInvalid = async (input: Record<string, unknown>) => {
    const res = await fetch(`${server.url}/trpc/admin.createEvent`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: staff },
      body: JSON.stringify(newEvent(input)),
    });
    const body = (await res.json()) as { error: { message: string; data: { issues: Array<{ path: string[]; message: string }> } } };
    return { status: res.status, message: body.error.message, issues: body.error.data.issues };
  };

  it("answers 400 with the path of every invalid field", async () => {
    const answer = await createInvalid({ name: "", capacity: 0, currency: "JPY", features: ["ok", " "], registrationDeadline: "soon" });
    expect(answer.status).toBe(400);
    expect(answer.issues).toEqual([
      { path: ["name"], message: "Name is required." },
      { path: ["features", "1"], message: "Features: an entry cannot be empty." },
      { path: ["currency"], message: CURRENCY_MESSAGE },
      { path: ["capacity"], message: "Capacity must be at least 1." },
      { path: ["registrationDeadline"], message: "Registration deadline: enter a date and time." },
    ]);
    expect(answer.message).toBe("Name is required.");
  });

  it("keeps the waiting-list offer time of an event, 24 hours unless set, 1 to 168", async () => {
    const { data: plain } = await admin<{ id: number }>("mutation", "createEvent", withoutDefaults(newEvent({ name: "Offer Default Camp" })));
    expect((await admin<{ offerHours: number }>("query", "getEvent", { eventId: plain.id })).data.offerHours).toBe(24);
    const { data: set } = await admin<{ id: number }>("mutation", "createEvent", newEvent({ name: "Offer Two Days Camp", offerHours: 48 }));
    expect((await admin<{ offerHours: number }>("query", "getEvent", { eventId: set.id })).data.offerHours).toBe(48);
    expect((await createInvalid({ offerHours: 200 })).issues).toEqual([{ path: ["offerHours"], message: "Offer time is 1 to 168 hours." }]);
  });

  it("answers 400 for dates out of order and a price on a free event", async () => {
    expect((await createInvalid({ dateEnd: `${nextYear}-07-01T09:00` })).issues).toEqual([{ path: ["dateEnd"], message: "End must be after the start." }]);
    expect((await createInvalid({ isOnline: true })).issues).toEqual([{ path: ["price"], message: "Online and public events are free: set the price to 0." }]);
  });

  it("keeps unpublished events off the public site until they are published", async () => {
    const { data } = await admin<{ id: number }>("mutation", "createEvent", newEvent({ name: "Draft Seminar", isPublished: false }));
    expect((await publicEvents()).some((e) => e.id === data.id)).toBe(false);
    expect((await fetch(`${server.url}/api/events/${data.id}/getData`)).status).toBe(404);
    expect((await admin("mutation", "setEventPublished", { id: data.id, value: true })).status).toBe(200);
    expect((await publicEvents()).some((e) => e.id === data.id)).toBe(true);
    const listed = await admin<Array<{ id: number; isPublished: boolean }>>("query", "listEvents");
    expect(listed.data.find((e) => e.id === data.id)?.isPublished).toBe(true);
  });

  it("closes registration: the event shows closed and takes no order", async () => {
    const { data } = await admin<{ id: number }>("mutation", "createEvent", newEvent({ name: "Closing Weekend" }));
    expect((await admin("mutation", "setEventRegistrable", { id: data.id, value: false })).status).toBe(200);
    const { event } = (await (await fetch(`${server.url}/api/events/${data.id}/getData`)).json()) as { event: { isRegistrable: boolean } };
    expect(event.isRegistrable).toBe(false);
    const order = await trpcAs(server.url, "mutation", "checkout.start", { eventId: data.id, numTickets: 1, attendees: participants(1), logisticCase: "selfTravel" }, buyer);
    expect(order.status).toBe(409);
  });

  it("changes the price for new orders only: existing orders keep the totals fixed at purchase", async () => {
    const { data: event } = await admin<{ id: number }>("mutation", "createEvent", newEvent({ name: "Price Change Camp", price: 490 }));
    const before = await trpcAs<{ orderId: number; quote: { totalMinor: number } }>(
      server.url,
      "mutation",
      "checkout.start",
      { eventId: event.id, numTickets: 2, attendees: participants(2), logisticCase: "selfTravel" },
      buyer,
    );
    expect(before.status).toBe(200);
    expect(before.data.quote.totalMinor).toBe(98000);

    const edited = await admin("mutation", "updateEvent", { id: event.id, ...newEvent({ name: "Price Change Camp", price: 590 }) });
    expect(edited.status).toBe(200);
    expect((await (await fetch(`${server.url}/api/events/${event.id}/getData`)).json()) as { event: { price: number[] } }).toMatchObject({ event: { price: [590] } });

    const order = await admin<{ unitPriceMinor: number; subtotalMinor: number; totalMinor: number }>("query", "getOrder", { orderId: before.data.orderId });
    expect(order.data).toMatchObject({ unitPriceMinor: 49000, subtotalMinor: 98000, totalMinor: 98000 });

    const other = (await sessionFor(server, await createUser(server))).authorization;
    const after = await trpcAs<{ quote: { unitPriceMinor: number } }>(
      server.url,
      "mutation",
      "checkout.start",
      { eventId: event.id, numTickets: 1, attendees: participants(1), logisticCase: "selfTravel" },
      other,
    );
    expect(after.data.quote.unitPriceMinor).toBe(59000);

    const audit = await trpcAs<{ entries: Array<{ action: string; target: string; detail: string }> }>(
      server.url,
      "query",
      "admin.auditLog",
      { action: "event.update" },
      (await sessionFor(server, await createUser(server, { role: "admin" }))).authorization,
    );
    const entry = audit.data.entries.find((a) => a.target === `event:${event.id}`);
    expect(JSON.parse(entry?.detail ?? "{}")).toMatchObject({ priceMinor: { from: 49000, to: 59000 } });
  });

  it("refuses a capacity below the seats already sold or held", async () => {
    const { data: event } = await admin<{ id: number }>("mutation", "createEvent", newEvent({ name: "Small Workshop", capacity: 10 }));
    const hold = await trpcAs(server.url, "mutation", "checkout.start", { eventId: event.id, numTickets: 3, attendees: participants(3), logisticCase: "selfTravel" }, buyer);
    expect(hold.status).toBe(200);
    const refused = await admin("mutation", "updateEvent", { id: event.id, ...newEvent({ name: "Small Workshop", capacity: 2 }) });
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(ADMIN_REFUSALS.capacityBelowSold(3).message);
    expect((await admin("mutation", "updateEvent", { id: event.id, ...newEvent({ name: "Small Workshop", capacity: 3 }) })).status).toBe(200);
  });

  it("answers 404 for an unknown event", async () => {
    const res = await admin("mutation", "updateEvent", { id: 999999, ...newEvent() });
    expect(res.status).toBe(404);
    expect(res.message).toBe(ADMIN_MESSAGES.eventNotFound);
  });
});
