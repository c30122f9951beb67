import { manualClock } from "@vyc/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendee } from "@vyc/testkit/attendees";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { insertEvent } from "@vyc/testkit/db-lookups";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date());
let server: TestServer;
let buyer: Buyer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: { HEALTH_DATA_RETENTION_DAYS: "30", PRIVACY_JOBS_INTERVAL_SECONDS: "0.05" } });
  buyer = await createBuyer(server.services.db, clock.now());
});
afterAll(() => server.close());

/** A free in-person event starting in a day, with one registered attendee who gave health notes and flight details. */
async function eventWithAttendee(slug: string, lengthDays: number): Promise<{ eventId: number; end: Date }> {
  const db = server.services.db;
  const now = clock.now().getTime();
  const dateEnd = new Date(now + (1 + lengthDays) * DAY);
  const eventId = await insertEvent(db, { slug, name: slug, eventCategory: "Camp", description: "x", isPublic: true, place: "Camp", location: "Berlin", dateStart: new Date(now + DAY), dateEnd, year: 2030, capacity: 10 });
  const res = await fetch(`${server.url}/api/register/public`, {
    method: "POST",
    headers: { "content-type": "application/json", ...buyer.headers },
    body: JSON.stringify({ eventId, numTickets: 1, participants: { "1": attendee(1, { email: `${slug}@example.test`, healthcare: "Asthma" }) } }),
  });
  expect(res.status).toBe(200);
  await db.query
    .updateTable("Ticket")
    .set({ arrivalTransportType: "plane", arrivalDatetime: dateEnd, arrivalAirline: "Air", arrivalFlightNumber: "AB 1", logisticsComments: "Late" })
    .where("eventId", "=", eventId)
    .execute();
  return { eventId, end: dateEnd };
}

const ticketOf = (eventId: number) => server.services.db.query.selectFrom("Ticket").selectAll().where("eventId", "=", eventId).executeTakeFirstOrThrow();
let ours: string[] = [];
/** The audit entries of the erasure job for the events of this test, in order. */
const erasedEvents = async () =>
  (await server.services.db.query.selectFrom("AuditLog").select("target").where("action", "=", "privacy.erase").orderBy("createdAt", "asc").execute())
    .map((e) => e.target)
    .filter((t) => ours.includes(t));

describe("retention of health notes and travel details", () => {
  it("erases them once the period after the event's end is over, exactly those fields, once, and nothing of other events", async () => {
    const early = await eventWithAttendee("retention-early", 1);
    const late = await eventWithAttendee("retention-late", 10);
    ours = [`event:${early.eventId}`, `event:${late.eventId}`];
    const before = await ticketOf(late.eventId);

    // The early event ended 31 days ago, the late one 22 days ago: only the early one is erased.
    clock.set(new Date(late.end.getTime() + 22 * DAY));
    expect(clock.now().getTime() - early.end.getTime()).toBeGreaterThan(30 * DAY);
    await expect.poll(erasedEvents).toEqual([`event:${early.eventId}`]);
    expect(await ticketOf(late.eventId)).toEqual(before);

    const erased = await ticketOf(early.eventId);
    expect(erased).toMatchObject({
      healthcare: null, arrivalTransportType: null, arrivalDatetime: null, arrivalAirline: null, arrivalFlightNumber: null, logisticsComments: null,
      firstName: "First1", email: "retention-early@example.test", status: "valid",
    });
    expect(erased.secret).toBe((await ticketOf(early.eventId)).secret);
    expect(await server.services.db.query.selectFrom("Order").select("id").where("eventId", "=", early.eventId).where("status", "=", "paid").execute()).toHaveLength(1);

    // Past the late event's period too: it is erased, and the early one is not erased again.
    clock.set(new Date(late.end.getTime() + 30 * DAY + 1000));
    await expect.poll(erasedEvents).toEqual([`event:${early.eventId}`, `event:${late.eventId}`]);
    expect((await ticketOf(late.eventId)).healthcare).toBeNull();
    const marked = await server.services.db.query.selectFrom("Event").select("sensitiveDataErasedAt").where("id", "in", [early.eventId, late.eventId]).execute();
    expect(marked.every((e) => e.sensitiveDataErasedAt !== null)).toBe(true);
  });

  it("erases the answers to an event's sensitive questions with them, and keeps the other answers", async () => {
    const db = server.services.db;
    // The clock moved past the sessions of the first test: a buyer signed in now.
    buyer = await createBuyer(db, clock.now());
    const { eventId, end } = await eventWithAttendee("retention-answers", 1);
    ours = [...ours, `event:${eventId}`];
    const [allergies, shirt] = await db.query
      .insertInto("Question")
      .values([
        { eventId, kind: "text", label: "Allergies", sensitive: true },
        { eventId, kind: "text", label: "T-shirt size", sensitive: false },
      ])
      .returning("id")
      .execute();
    const { id: ticketId } = await ticketOf(eventId);
    await db.query
      .insertInto("Answer")
      .values([
        { ticketId, questionId: allergies?.id ?? 0, value: "enc:v1:dev:sealed-peanuts" },
        { ticketId, questionId: shirt?.id ?? 0, value: "M" },
      ])
      .execute();
    const answers = () => db.query.selectFrom("Answer").select(["questionId", "value"]).where("ticketId", "=", ticketId).execute();
    expect(await answers()).toHaveLength(2);

    clock.set(new Date(end.getTime() + 31 * DAY));
    await expect.poll(erasedEvents).toContain(`event:${eventId}`);
    expect(await answers()).toEqual([{ questionId: shirt?.id, value: "M" }]);
  });
});
