import { randomBytes, randomUUID } from "node:crypto";
import path from "node:path";
import { sql } from "kysely";
import { createDb, databaseProblems, type Db } from "@vyc/db";
import { openText, parseDataKeys, sealText, useDataKeys } from "@vyc/domain/privacy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProcessSite, type ProcessSite } from "@vyc/testkit/process-site";
import type { ServerProcess } from "@vyc/testkit/server-process";

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const DUE_EVENTS = 30;
/** The job erases events in the order they ended; it is stopped at this one (0-based), the ones before it done. */
const STOPPED_AT = 12;
const HEALTH = "Asthma, inhaler in the backpack";
const JOIN_LINK = "https://meet.example.test/camp-talk";
const K1 = `k1:${randomBytes(32).toString("base64")}`;
const K2 = `k2:${randomBytes(32).toString("base64")}`;

let site: ProcessSite;
let db: Db;
beforeAll(async () => {
  site = await createProcessSite("retention-kill");
  db = createDb(site.databaseUrl);
});
afterAll(async () => {
  await db.close();
  await site.close();
});

/** The query builder on the test's current connection (see startServer). */
const query = () => db.query;

/** Events that ended `daysAgo` days ago (a minute apart, in order), each with one paid ticket holding sealed health notes, a guardian and flight details. */
async function eventsEnded(prefix: string, count: number, daysAgo: number): Promise<number[]> {
  const now = Date.now();
  const written = new Date(now);
  const events = await query()
    .insertInto("Event")
    .values(
      Array.from({ length: count }, (_, i) => ({
        slug: `${prefix}-${i}`,
        name: `${prefix} ${i}`,
        eventCategory: "Summer Camp",
        description: "A camp.",
        isPublic: true,
        place: "Camp",
        location: "Bergen",
        dateStart: new Date(now - (daysAgo + 3) * DAY),
        dateEnd: new Date(now - daysAgo * DAY - (count - i) * MINUTE),
        year: 2026,
        capacity: 10,
        createdAt: written,
        updatedAt: written,
      })),
    )
    .returning("id")
    .execute();
  // Ids are given in the order the rows were written, which is the order the events ended.
  const ids = events.map((e) => e.id).sort((a, b) => a - b);
  await query()
    .insertInto("EventSeats")
    .values(ids.map((eventId) => ({ eventId, paid: 1 })))
    .execute();
  const orders = await query()
    .insertInto("Order")
    .values(
      ids.map((eventId) => ({
        eventId,
        status: "paid",
        quantity: 1,
        unitPriceMinor: 0,
        subtotalMinor: 0,
        totalMinor: 0,
        currency: "EUR",
        provider: "free",
        logisticCase: "logisticInformation",
        createdAt: written,
      })),
    )
    .returning(["id", "eventId"])
    .execute();
  await query()
    .insertInto("Ticket")
    .values(
      orders.map((order) => ({
        id: randomUUID(),
        orderId: order.id,
        eventId: order.eventId,
        number: 1,
        firstName: "Khanh",
        lastName: `Do${order.eventId}`,
        gender: "male",
        age: 15,
        email: `khanh.${order.eventId}@example.test`,
        phone: "123-456-7890",
        country: "Norway",
        expectation: "Friends",
        healthcare: sealText(HEALTH),
        guardianName: sealText("Lan Do"),
        guardianEmail: sealText("lan.do@example.test"),
        guardianPhone: sealText("+47 412 34 567"),
        arrivalTransportType: "plane",
        arrivalDatetime: new Date(now - (daysAgo + 3) * DAY),
        arrivalAirline: "SAS",
        arrivalFlightNumber: "SK 4021",
        logisticsComments: "Picked up by the camp bus",
        secret: randomUUID(),
        shortCode: randomUUID().slice(0, 8).toUpperCase(),
        createdAt: written,
      })),
    )
    .execute();
  return ids;
}

const erasureAudits = () => query().selectFrom("AuditLog").select("target").where("action", "=", "privacy.erase").execute();

/** The ids of the events each "privacy jobs" log line of the server reported as erased, one array per line. */
function loggedErasures(server: ServerProcess): number[][] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg: string; erasedEvents?: number[] })
    .filter((line) => line.msg === "privacy jobs")
    .map((line) => line.erasedEvents ?? []);
}

/** The log line of the server's privacy job run, once it was written. */
async function jobRun(server: ServerProcess): Promise<{ erasedEvents: number[]; resealed: number }> {
  await server.waitForOutput('"msg":"privacy jobs"');
  const line = server.output().split("\n").find((l) => l.includes('"msg":"privacy jobs"')) ?? "{}";
  return JSON.parse(line) as { erasedEvents: number[]; resealed: number };
}

/**
 * Starts a server on the test's database. The test's own SQLite connections are closed first and
 * opened again once the server listens: the schema engine migrating at start-up gets SQLITE_BUSY beside them.
 */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  if (db.engine !== "sqlite") return site.start(env);
  await db.close();
  try {
    return await site.start(env);
  } finally {
    db = createDb(site.databaseUrl);
  }
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

/**
 * PostgreSQL: the test locks the event's row, so the job's transaction for it waits (seen in
 * pg_stat_activity) with its tickets already erased but not committed; the server is killed there.
 */
async function killedWhileErasing(env: Record<string, string>, eventId: number): Promise<ServerProcess> {
  let release = (): void => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked = (): void => {};
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const holding = db.transaction(async (tx) => {
    await tx.query.selectFrom("Event").select("id").where("id", "=", eventId).forUpdate().execute();
    locked();
    await released;
  });
  await lockTaken;
  const server = await site.start(env);
  const waiting = () =>
    db
      .query.withTables<{ pg_stat_activity: { datname: string; wait_event_type: string | null; query: string } }>()
      .selectFrom("pg_stat_activity")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where((eb) => eb("datname", "=", eb.fn<string>("current_database", [])))
      .where("wait_event_type", "=", "Lock")
      .where("query", "ilike", 'UPDATE %"Event"%')
      .executeTakeFirstOrThrow();
  await expect.poll(async () => (await waiting()).n, { timeout: 30_000 }).toBe(1);
  server.child.kill("SIGKILL");
  await server.exited;
  release();
  await holding;
  return server;
}

/**
 * SQLite has one writer and no row locks, and its driver waits for a lock with the event loop
 * blocked, so a kill cannot be placed inside a transaction from outside: a trigger refuses the
 * event's update, which rolls its transaction back and ends the run there; then the server is killed.
 */
async function cutShortAt(env: Record<string, string>, eventId: number): Promise<ServerProcess> {
  await sql
    .raw(`CREATE TRIGGER "test_stop_erasure" BEFORE UPDATE OF "sensitiveDataErasedAt" ON "Event" WHEN NEW."id" = ${eventId} BEGIN SELECT RAISE(ABORT, 'stopped by the test'); END`)
    .execute(db.query);
  const server = await startServer(env);
  await server.waitForOutput('"msg":"privacy jobs failed"');
  server.child.kill("SIGKILL");
  await server.exited;
  await sql.raw(`DROP TRIGGER "test_stop_erasure"`).execute(db.query);
  return server;
}

describe("the retention job across a killed server", () => {
  it("erases every event past the period exactly once when its run was stopped midway and the server killed, and nothing of the event still within it", async () => {
    useDataKeys(parseDataKeys(K1));
    const due = await eventsEnded("over", DUE_EVENTS, 40);
    const [kept] = await eventsEnded("recent", 1, 10);
    const env = site.env({ DATA_ENCRYPTION_KEYS: K1, HEALTH_DATA_RETENTION_DAYS: "35", MAIL_OUTBOX_DIR: path.join(site.dir, "mail") });

    // The first server's run is stopped at one event: the ones before it are erased, it and the rest are not.
    const stopped = due[STOPPED_AT] ?? 0;
    const first = await (db.engine === "postgres" ? killedWhileErasing(env, stopped) : cutShortAt(env, stopped));
    expect(loggedErasures(first)).toEqual([]);
    const erasedByFirst = due.slice(0, STOPPED_AT);
    expect(new Set((await erasureAudits()).map((a) => a.target))).toEqual(new Set(erasedByFirst.map((id) => `event:${id}`)));
    expect(await erasureAudits()).toHaveLength(STOPPED_AT);
    // Each event is erased with its mark and audit entry in one transaction, or not at all.
    const marked = await query().selectFrom("Event").select("id").where("sensitiveDataErasedAt", "is not", null).orderBy("id", "asc").execute();
    expect(marked.map((e) => e.id)).toEqual(erasedByFirst);
    const stillHeld = await query().selectFrom("Ticket").select("eventId").where("healthcare", "is not", null).orderBy("eventId", "asc").execute();
    expect(stillHeld.map((t) => t.eventId)).toEqual([...due.slice(STOPPED_AT), kept]);

    // The next start finishes the run: the rest of the events, each once.
    const second = await startServer(env);
    const run = await jobRun(second);
    // The privacy policy states the period the server keeps.
    const settings = await fetch(`${second.url}/trpc/privacy.settings`);
    expect(await settings.json()).toEqual({ result: { data: { healthDataRetentionDays: 35 } } });
    await stop(second);
    expect(run.erasedEvents).toEqual(due.slice(STOPPED_AT));
    const audits = (await erasureAudits()).map((a) => a.target);
    expect(audits).toHaveLength(DUE_EVENTS);
    expect(new Set(audits)).toEqual(new Set(due.map((id) => `event:${id}`)));
    const erased = await query().selectFrom("Ticket").selectAll().where("eventId", "in", due).execute();
    for (const ticket of erased) {
      expect(ticket).toMatchObject({ healthcare: null, arrivalTransportType: null, arrivalDatetime: null, arrivalAirline: null, arrivalFlightNumber: null, logisticsComments: null, status: "valid" });
      expect(ticket.lastName).toBe(`Do${ticket.eventId}`);
    }
    expect(await query().selectFrom("Order").select("id").where("eventId", "in", due).where("status", "=", "paid").execute()).toHaveLength(DUE_EVENTS);
    const ticketOfKept = () => query().selectFrom("Ticket").selectAll().where("eventId", "=", kept ?? 0).executeTakeFirstOrThrow();
    const recent = await ticketOfKept();
    expect(openText(recent.healthcare)).toBe(HEALTH);
    expect(recent).toMatchObject({ arrivalAirline: "SAS", arrivalFlightNumber: "SK 4021", logisticsComments: "Picked up by the camp bus" });
    expect(await query().selectFrom("Event").selectAll().where("id", "=", kept ?? 0).executeTakeFirstOrThrow()).toMatchObject({ sensitiveDataErasedAt: null });

    // A third start with a new key first erases nothing again; it only reseals what is sealed (guardian
    // contact of every ticket, the kept notes, an online event's join link, an answer to a sensitive question).
    await query().updateTable("Event").set({ joinLink: sealText(JOIN_LINK) }).where("id", "=", kept ?? 0).execute();
    const question = await query().insertInto("Question").values({ eventId: kept ?? 0, kind: "text", label: "Allergies", sensitive: true }).returning("id").executeTakeFirstOrThrow();
    const { id: keptTicketId } = await ticketOfKept();
    await query().insertInto("Answer").values({ ticketId: keptTicketId, questionId: question.id, value: sealText("Peanuts") ?? "" }).execute();
    const third = await startServer({ ...env, DATA_ENCRYPTION_KEYS: `${K2},${K1}` });
    expect(await jobRun(third)).toMatchObject({ erasedEvents: [], resealed: DUE_EVENTS + 3 });
    await stop(third);
    expect(await erasureAudits()).toHaveLength(DUE_EVENTS);
    const resealed = await ticketOfKept();
    expect(resealed.healthcare).toMatch(/^enc:v1:k2:/);
    expect(resealed.guardianPhone).toMatch(/^enc:v1:k2:/);
    useDataKeys(parseDataKeys(`${K2},${K1}`));
    expect(openText(resealed.healthcare)).toBe(HEALTH);
    expect(openText(resealed.guardianPhone)).toBe("+47 412 34 567");
    const { joinLink } = await query().selectFrom("Event").select("joinLink").where("id", "=", kept ?? 0).executeTakeFirstOrThrow();
    expect(joinLink).toMatch(/^enc:v1:k2:/);
    expect(openText(joinLink)).toBe(JOIN_LINK);
    const answer = await query().selectFrom("Answer").select("value").where("questionId", "=", question.id).executeTakeFirstOrThrow();
    expect(answer.value).toMatch(/^enc:v1:k2:/);
    expect(openText(answer.value)).toBe("Peanuts");
    expect(await databaseProblems(site.databaseUrl)).toEqual([]);
  });
});
