import { SCAN_TIME_MESSAGES } from "@vyc/domain";
import { KIOSK_MESSAGES, type TCheckInOutcome } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventById } from "@vyc/testkit/db-lookups";
import { callTrpc, sellWalkIn, signedInStaff, type DeskStaff } from "@vyc/testkit/kiosk-client";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

let server: TestServer;
let staff: DeskStaff;
let eventId: number;
let scanCounter = 0;

beforeAll(async () => {
  server = await startTestServer();
  staff = await signedInStaff(server);
  // The camp is under way: it started an hour ago.
  const started = new Date(Date.now() - 60 * 60_000);
  eventId = (
    await server.services.db
      .query.updateTable("Event")
      .set({ dateStart: started, updatedAt: new Date() })
      .where("slug", "=", "identity-summer-camp-germany")
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => server.close());

const newScanId = () => `scan-${process.pid}-${++scanCounter}-${Math.random().toString(36).slice(2, 10)}`;
const checkIn = (ref: { secret: string } | { ticketId: string }, deviceId: string, clientScanId = newScanId(), who = staff) =>
  callTrpc<TCheckInOutcome>(server, "mutation", "kiosk.checkIn", { clientScanId, deviceId, ...ref }, who.authorization);
const sync = (scans: unknown[]) =>
  callTrpc<{ results: TCheckInOutcome[] }>(server, "mutation", "kiosk.syncCheckIns", { scans }, staff.authorization);
const rowsOf = (ticketId: string) =>
  server.services.db
    .query.selectFrom("CheckIn")
    .select(["clientScanId", "deviceId", "result", "source", "scannedAt"])
    .where("ticketId", "=", ticketId)
    .orderBy("scannedAt", "asc")
    .execute();
const ticketById = (id: string) => server.services.db.query.selectFrom("Ticket").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

describe("kiosk.checkIn", () => {
  it("checks a ticket in once; a second scan is refused with when and where the first happened", async () => {
    const [ticket] = (await sellWalkIn(server, staff, eventId, 1)).tickets;
    if (!ticket) throw new Error("no ticket");

    const first = await checkIn({ secret: ticket.secret }, "desk-a");
    expect(first.status).toBe(200);
    expect(first.data.result).toBe("accepted");
    expect(first.data.ticket?.attendee).toMatchObject({ firstName: ticket.firstName, lastName: ticket.lastName });
    const firstAt = first.data.ticket?.checkedInAt;
    expect(firstAt).toEqual(expect.any(String));

    const second = await checkIn({ ticketId: ticket.id }, "desk-b");
    expect(second.data.result).toBe("duplicate");
    expect(second.data.ticket?.checkedInAt).toBe(firstAt);
    expect(second.data.ticket?.firstCheckIn).toEqual({ scannedAt: firstAt, deviceId: "desk-a", staffEmail: staff.email, source: "online" });

    expect((await rowsOf(ticket.id)).map((r) => [r.deviceId, r.result, r.source])).toEqual([
      ["desk-a", "accepted", "online"],
      ["desk-b", "duplicate", "online"],
    ]);
  });

  it("counts a retried request (same clientScanId) once", async () => {
    const [ticket] = (await sellWalkIn(server, staff, eventId, 1)).tickets;
    if (!ticket) throw new Error("no ticket");
    const scanId = newScanId();
    const a = await checkIn({ secret: ticket.secret }, "desk-a", scanId);
    const b = await checkIn({ secret: ticket.secret }, "desk-a", scanId);
    expect([a.data.result, b.data.result]).toEqual(["accepted", "accepted"]);
    expect(await rowsOf(ticket.id)).toHaveLength(1);
  });

  it("two desks checking the same ticket in at the same moment: exactly one is accepted", async () => {
    const [ticket] = (await sellWalkIn(server, staff, eventId, 1)).tickets;
    if (!ticket) throw new Error("no ticket");
    const other = await signedInStaff(server);
    const answers = await Promise.all([
      checkIn({ secret: ticket.secret }, "desk-a"),
      checkIn({ secret: ticket.secret }, "desk-b", newScanId(), other),
      checkIn({ ticketId: ticket.id }, "desk-c"),
      checkIn({ ticketId: ticket.id }, "desk-d", newScanId(), other),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => a.data.result === "accepted")).toHaveLength(1);
    expect(answers.filter((a) => a.data.result === "duplicate")).toHaveLength(3);
    const rows = await rowsOf(ticket.id);
    expect(rows.filter((r) => r.result === "accepted")).toHaveLength(1);
    expect(rows).toHaveLength(4);
  });

  it("rejects an unknown code and a cancelled ticket without recording anything", async () => {
    const unknown = await checkIn({ secret: "not-a-ticket-code" }, "desk-a");
    expect(unknown.data).toMatchObject({ result: "rejected", message: "No ticket matches this code.", ticket: null });

    const [ticket] = (await sellWalkIn(server, staff, eventId, 1)).tickets;
    if (!ticket) throw new Error("no ticket");
    await server.services.db.query.updateTable("Ticket").set({ status: "cancelled" }).where("id", "=", ticket.id).execute();
    const cancelled = await checkIn({ secret: ticket.secret }, "desk-a");
    expect(cancelled.data).toMatchObject({ result: "rejected", message: "This ticket is cancelled." });
    expect(await rowsOf(ticket.id)).toHaveLength(0);
  });
});

describe("kiosk.syncCheckIns", () => {
  it("records offline scans; the earliest scan wins even over an online check-in made before the sync", async () => {
    const [ticket] = (await sellWalkIn(server, staff, eventId, 1)).tickets;
    if (!ticket) throw new Error("no ticket");
    const online = await checkIn({ secret: ticket.secret }, "desk-online");
    expect(online.data.result).toBe("accepted");

    const offlineAt = new Date(Date.now() - 5 * 60_000).toISOString();
    const offlineId = newScanId();
    const answer = await sync([{ clientScanId: offlineId, deviceId: "desk-offline", scannedAt: offlineAt, secret: ticket.secret }]);
    expect(answer.status).toBe(200);
    expect(answer.data.results[0]).toMatchObject({ clientScanId: offlineId, result: "accepted" });
    expect(answer.data.results[0]?.ticket?.firstCheckIn).toMatchObject({ scannedAt: offlineAt, deviceId: "desk-offline", source: "offline" });

    expect((await rowsOf(ticket.id)).map((r) => [r.deviceId, r.result, r.source])).toEqual([
      ["desk-offline", "accepted", "offline"],
      ["desk-online", "duplicate", "online"],
    ]);
    const stored = await ticketById(ticket.id);
    expect(stored.checkedInAt?.toISOString()).toBe(offlineAt);
  });

  it("is idempotent: the same batch twice changes nothing", async () => {
    const { tickets } = await sellWalkIn(server, staff, eventId, 2);
    const [a, b] = tickets;
    if (!a || !b) throw new Error("no tickets");
    const t0 = Date.now() - 10 * 60_000;
    const at = (minutes: number) => new Date(t0 + minutes * 60_000).toISOString();
    const batch = [
      { clientScanId: newScanId(), deviceId: "desk-x", scannedAt: at(2), secret: a.secret },
      { clientScanId: newScanId(), deviceId: "desk-y", scannedAt: at(1), ticketId: a.id },
      { clientScanId: newScanId(), deviceId: "desk-x", scannedAt: at(3), secret: b.secret },
      { clientScanId: newScanId(), deviceId: "desk-x", scannedAt: at(4), secret: "unknown-code" },
    ];
    const snapshot = async () => ({
      checkIns: await server.services.db.query.selectFrom("CheckIn").selectAll().where("ticketId", "in", [a.id, b.id]).orderBy("clientScanId", "asc").execute(),
      tickets: await server.services.db.query.selectFrom("Ticket").selectAll().where("id", "in", [a.id, b.id]).orderBy("id", "asc").execute(),
    });

    const first = await sync(batch);
    expect(first.data.results.map((r) => [r.clientScanId, r.result])).toEqual([
      [batch[0]?.clientScanId, "duplicate"],
      [batch[1]?.clientScanId, "accepted"],
      [batch[2]?.clientScanId, "accepted"],
      [batch[3]?.clientScanId, "rejected"],
    ]);
    expect(first.data.results[0]?.ticket?.firstCheckIn).toMatchObject({ deviceId: "desk-y", scannedAt: at(1) });
    const after = await snapshot();
    expect(after.checkIns).toHaveLength(3);

    const second = await sync(batch);
    expect(second.data.results.map((r) => [r.clientScanId, r.result])).toEqual(first.data.results.map((r) => [r.clientScanId, r.result]));
    expect(await snapshot()).toEqual(after);
  });

  it("counts a scan time a few minutes ahead (a desk clock running fast) as the time the server received it", async () => {
    const [ticket] = (await sellWalkIn(server, staff, eventId, 1)).tickets;
    if (!ticket) throw new Error("no ticket");
    const before = Date.now();
    const answer = await sync([{ clientScanId: newScanId(), deviceId: "desk-z", scannedAt: new Date(before + 2 * 60_000).toISOString(), secret: ticket.secret }]);
    expect(answer.data.results[0]?.result).toBe("accepted");
    const checkedInAt = Date.parse(answer.data.results[0]?.ticket?.checkedInAt ?? "");
    expect(checkedInAt).toBeGreaterThanOrEqual(before - 1000);
    expect(checkedInAt).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("refuses scan times in the future or more than a day before the event, so a wrong desk clock cannot take a check-in over", async () => {
    const [ticket] = (await sellWalkIn(server, staff, eventId, 1)).tickets;
    if (!ticket) throw new Error("no ticket");
    const online = await checkIn({ secret: ticket.secret }, "desk-online");
    expect(online.data.result).toBe("accepted");
    const event = await eventById(server.services.db, eventId);
    const scan = (scannedAt: string) => ({ clientScanId: newScanId(), deviceId: "desk-wrong-clock", scannedAt, secret: ticket.secret });

    const answer = await sync([
      scan("2000-01-01T00:00:00.000Z"),
      scan(new Date(event.dateStart.getTime() - 25 * 60 * 60_000).toISOString()),
      scan("2099-01-01T00:00:00.000Z"),
      scan(new Date(Date.now() + 10 * 60_000).toISOString()),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.data.results.map((r) => [r.result, r.message])).toEqual([
      ["rejected", SCAN_TIME_MESSAGES.beforeEvent],
      ["rejected", SCAN_TIME_MESSAGES.beforeEvent],
      ["rejected", SCAN_TIME_MESSAGES.future],
      ["rejected", SCAN_TIME_MESSAGES.future],
    ]);
    expect(answer.data.results[0]?.ticket?.checkedInAt).toBe(online.data.ticket?.checkedInAt);
    expect((await rowsOf(ticket.id)).map((r) => [r.deviceId, r.result])).toEqual([["desk-online", "accepted"]]);

    const earlyArrival = await sync([scan(new Date(event.dateStart.getTime() - 23 * 60 * 60_000).toISOString())]);
    expect(earlyArrival.data.results[0]?.result).toBe("accepted");
  });

  it("refuses an empty or malformed batch with 400", async () => {
    expect((await sync([])).status).toBe(400);
    expect((await sync([{ clientScanId: newScanId(), deviceId: "d", scannedAt: "yesterday", secret: "x" }])).status).toBe(400);
    expect((await sync([{ clientScanId: newScanId(), deviceId: "d", scannedAt: new Date().toISOString() }])).status).toBe(400);
  });
});

const offline = (clientScanId: string, ref: { secret: string } | { ticketId: string }) => ({ clientScanId, deviceId: "desk-b", scannedAt: new Date().toISOString(), ...ref });
const checkInsOf = (ticketId: string) => server.services.db.query.selectFrom("CheckIn").select(["clientScanId", "result"]).where("ticketId", "=", ticketId).execute();

async function twoTickets() {
  const [first, second] = (await sellWalkIn(server, staff, eventId, 2)).tickets;
  if (!first || !second) throw new Error("no tickets");
  return { first, second };
}

describe("a desk's scan id", () => {
  it("reused for another ticket is refused with 409 and checks nothing in; the same ticket's replay stays idempotent", async () => {
    const { first, second } = await twoTickets();
    const scanId = newScanId();
    expect((await checkIn({ secret: first.secret }, "desk-a", scanId)).data.result).toBe("accepted");

    for (const ref of [{ secret: second.secret }, { ticketId: second.id }]) {
      const reused = await checkIn(ref, "desk-a", scanId);
      expect(reused.status).toBe(409);
      expect(reused.message).toBe(KIOSK_MESSAGES.scanIdReused);
    }
    expect(await checkInsOf(second.id)).toEqual([]);
    expect((await ticketById(second.id)).checkedInAt).toBeNull();

    for (const ref of [{ secret: first.secret }, { ticketId: first.id }]) {
      const replay = await checkIn(ref, "desk-a", scanId);
      expect(replay.status).toBe(200);
      expect(replay.data).toMatchObject({ clientScanId: scanId, result: "accepted", ticket: { id: first.id } });
    }
    expect(await checkInsOf(first.id)).toEqual([{ clientScanId: scanId, result: "accepted" }]);

    // The other ticket is checked in by a scan of its own.
    expect((await checkIn({ secret: second.secret }, "desk-a")).data).toMatchObject({ result: "accepted", ticket: { id: second.id } });
  });

  it("reused for another ticket in a synced batch is rejected with the reason, and the rest of the batch is recorded", async () => {
    const { first, second } = await twoTickets();
    const scanId = newScanId();
    expect((await sync([offline(scanId, { ticketId: first.id })])).data.results[0]?.result).toBe("accepted");

    const ownId = newScanId();
    const answer = await sync([offline(scanId, { secret: second.secret }), offline(ownId, { secret: second.secret }), offline(scanId, { secret: first.secret })]);
    expect(answer.status).toBe(200);
    expect(answer.data.results.map((r) => [r.clientScanId, r.result, r.message, r.ticket?.id ?? null])).toEqual([
      [scanId, "rejected", KIOSK_MESSAGES.scanIdReused, null],
      [ownId, "accepted", null, second.id],
      [scanId, "accepted", null, first.id],
    ]);
    expect(await checkInsOf(first.id)).toEqual([{ clientScanId: scanId, result: "accepted" }]);
    expect(await checkInsOf(second.id)).toEqual([{ clientScanId: ownId, result: "accepted" }]);
  });
});
