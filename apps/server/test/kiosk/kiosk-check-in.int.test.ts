import type { Ticket } from "@vyc/db";
import { manualClock } from "@vyc/domain/shared";
import { KIOSK_MESSAGES, type TCheckInListEvent, type TCheckInOutcome, type TDeskTicket } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyEvent, eventById, eventIdBySlug } from "@vyc/testkit/db-lookups";
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
  callTrpc<TCheckInOutcome>(server, "mutation", "kiosk.checkIn", { clientScanId, deviceId, list: { eventId }, ...ref }, who.authorization);
/** Offline scans, on the camp's list unless they name their own. */
const sync = (scans: Array<Record<string, unknown>>) =>
  callTrpc<{ results: TCheckInOutcome[] }>(server, "mutation", "kiosk.syncCheckIns", { scans: scans.map((scan) => ({ list: { eventId }, ...scan })) }, staff.authorization);
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
    expect(second.data.ticket?.firstCheckIn).toEqual({ scannedAt: firstAt, deviceId: "desk-a", deskName: null, staffEmail: staff.email, source: "online" });

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
    expect(unknown.data).toMatchObject({ result: "rejected", message: KIOSK_MESSAGES.ticketNotFound, ticket: null });

    const [ticket] = (await sellWalkIn(server, staff, eventId, 1)).tickets;
    if (!ticket) throw new Error("no ticket");
    await server.services.db.query.updateTable("Ticket").set({ status: "cancelled" }).where("id", "=", ticket.id).execute();
    const cancelled = await checkIn({ secret: ticket.secret }, "desk-a");
    expect(cancelled.data).toMatchObject({ result: "rejected", message: KIOSK_MESSAGES.ticketCancelled });
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

  it("refuses scan times in the future or before the list's check-in opened, so a wrong desk clock cannot take a check-in over", async () => {
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
    expect(answer.data.results.map((r) => [r.result, r.reason])).toEqual([
      ["rejected", "kiosk.notOpenYet"],
      ["rejected", "kiosk.notOpenYet"],
      ["rejected", "kiosk.scanFuture"],
      ["rejected", "kiosk.scanFuture"],
    ]);
    expect(answer.data.results[0]?.ticket?.checkedInAt).toBe(online.data.ticket?.checkedInAt);
    expect((await rowsOf(ticket.id)).map((r) => [r.deviceId, r.result])).toEqual([["desk-online", "accepted"]]);

    const earlyArrival = await sync([scan(new Date(event.dateStart.getTime() - 2 * 60 * 60_000).toISOString())]);
    expect(earlyArrival.data.results[0]?.result).toBe("accepted");
  });

  it("refuses an empty or malformed batch with 400", async () => {
    expect((await sync([])).status).toBe(400);
    expect((await sync([{ clientScanId: newScanId(), deviceId: "d", scannedAt: "yesterday", secret: "x" }])).status).toBe(400);
    expect((await sync([{ clientScanId: newScanId(), deviceId: "d", scannedAt: new Date().toISOString() }])).status).toBe(400);
  });

  it("answers a scan queued before the desk had a check-in list as refused, and records the rest of the batch", async () => {
    const [ticket] = (await sellWalkIn(server, staff, eventId, 1)).tickets;
    if (!ticket) throw new Error("no ticket");
    const scannedAt = new Date().toISOString();
    const scans = [
      { clientScanId: newScanId(), deviceId: "desk-old", scannedAt, secret: "queued-without-a-list" },
      { clientScanId: newScanId(), deviceId: "desk-old", list: { eventId }, scannedAt, secret: ticket.secret },
    ];
    const answer = await callTrpc<{ results: TCheckInOutcome[] }>(server, "mutation", "kiosk.syncCheckIns", { scans }, staff.authorization);
    expect(answer.status).toBe(200);
    expect(answer.data.results.map((r) => [r.result, r.message])).toEqual([
      ["rejected", KIOSK_MESSAGES.chooseList],
      ["accepted", null],
    ]);
  });
});

const offline = (clientScanId: string, ref: { secret: string } | { ticketId: string }) => ({ clientScanId, deviceId: "desk-b", list: { eventId }, scannedAt: new Date().toISOString(), ...ref });
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

describe("check-in lists", () => {
  const T0 = new Date("2030-03-01T00:00:00Z");
  const clock = manualClock(T0);
  let listServer: TestServer;
  let desk: DeskStaff;
  let campA: number;
  let campB: number;
  let aTickets: Ticket[];
  let bTicket: Ticket;

  /** The clock moves on; the desk signs in again (a desk sign-in lasts one shift). */
  const at = async (iso: string) => {
    clock.set(new Date(iso));
    desk = await signedInStaff(listServer);
  };
  const scanOn = (list: { eventId: number; day?: string }, ref: { secret: string } | { ticketId: string }, deskName?: string, deviceId = "desk-gate") =>
    callTrpc<TCheckInOutcome>(listServer, "mutation", "kiosk.checkIn", { clientScanId: newScanId(), deviceId, list, ...(deskName ? { deskName } : {}), ...ref }, desk.authorization);
  const syncOn = (scans: Array<Record<string, unknown>>) =>
    callTrpc<{ results: TCheckInOutcome[] }>(listServer, "mutation", "kiosk.syncCheckIns", { scans }, desk.authorization);
  const checkInRows = (ticketId: string) =>
    listServer.services.db.query.selectFrom("CheckIn").select(["result", "listEventId", "listDay", "deskName", "deviceId"]).where("ticketId", "=", ticketId).orderBy("scannedAt").execute();
  const ticketNo = (n: number): Ticket => {
    const ticket = aTickets[n];
    if (!ticket) throw new Error(`no ticket ${n}`);
    return ticket;
  };

  beforeAll(async () => {
    listServer = await startTestServer({ clock });
    const db = listServer.services.db;
    const camp = await eventIdBySlug(db, "identity-summer-camp-germany");
    // Camp A: 2 to 4 March in Ho Chi Minh City (UTC+7), 09:00 to 16:00 local; Camp B: April in Berlin.
    campA = await copyEvent(db, camp, {
      slug: "camp-a-2030",
      name: "Camp A",
      year: 2030,
      timeZone: "Asia/Ho_Chi_Minh",
      dateStart: new Date("2030-03-02T02:00:00Z"),
      dateEnd: new Date("2030-03-04T09:00:00Z"),
    });
    campB = await copyEvent(db, camp, {
      slug: "camp-b-2030",
      name: "Camp B",
      year: 2030,
      timeZone: "Europe/Berlin",
      dateStart: new Date("2030-04-10T07:00:00Z"),
      dateEnd: new Date("2030-04-12T15:00:00Z"),
    });
    desk = await signedInStaff(listServer);
    aTickets = (await sellWalkIn(listServer, desk, campA, 8)).tickets;
    const [b] = (await sellWalkIn(listServer, desk, campB, 1)).tickets;
    if (!b) throw new Error("no ticket of camp B");
    bTicket = b;
  });
  afterAll(() => listServer.close());

  it("lists the events a desk can check in for, with each day's window in the event's zone", async () => {
    const lists = await callTrpc<TCheckInListEvent[]>(listServer, "query", "kiosk.checkInLists", undefined, desk.authorization);
    expect(lists.status).toBe(200);
    const a = lists.data.find((e) => e.id === campA);
    expect(a).toMatchObject({ name: "Camp A", timeZone: "Asia/Ho_Chi_Minh", opensAt: "2030-03-01T23:00:00.000Z", closesAt: "2030-03-04T09:00:00.000Z" });
    expect(a?.days).toEqual([
      { day: "2030-03-02", opensAt: "2030-03-01T23:00:00.000Z", closesAt: "2030-03-02T17:00:00.000Z" },
      { day: "2030-03-03", opensAt: "2030-03-02T17:00:00.000Z", closesAt: "2030-03-03T17:00:00.000Z" },
      { day: "2030-03-04", opensAt: "2030-03-03T17:00:00.000Z", closesAt: "2030-03-04T09:00:00.000Z" },
    ]);
    const ids = lists.data.map((e) => e.id);
    expect(ids.indexOf(campA)).toBeLessThan(ids.indexOf(campB));
  });

  it("refuses a ticket of another event, naming that event and its dates", async () => {
    await at("2030-03-02T03:00:00Z");
    const answer = await scanOn({ eventId: campA }, { secret: bTicket.secret });
    expect(answer.data).toMatchObject({
      result: "rejected",
      reason: "kiosk.otherEvent",
      message: "This ticket is for Camp B (2030-04-10 – 2030-04-12), not for the event this desk checks in for.",
      params: { event: "Camp B", dates: "2030-04-10 – 2030-04-12" },
      ticket: { id: bTicket.id },
    });
    expect(await checkInRows(bTicket.id)).toEqual([]);
  });

  it("refuses scans before the window opens and after it closes, saying when in the event's zone", async () => {
    await at("2030-03-01T22:00:00Z");
    const early = await scanOn({ eventId: campA }, { secret: ticketNo(0).secret });
    expect(early.data).toMatchObject({ result: "rejected", reason: "kiosk.notOpenYet", message: "Check-in for Camp A opens on 2030-03-02 06:00 (Asia/Ho_Chi_Minh)." });

    await at("2030-03-04T09:30:00Z");
    const late = await scanOn({ eventId: campA }, { secret: ticketNo(0).secret });
    expect(late.data).toMatchObject({ result: "rejected", reason: "kiosk.closed", message: "Check-in for Camp A closed on 2030-03-04 16:00 (Asia/Ho_Chi_Minh)." });
    const lists = await callTrpc<TCheckInListEvent[]>(listServer, "query", "kiosk.checkInLists", undefined, desk.authorization);
    expect(lists.data.map((e) => e.id)).not.toContain(campA);
    expect(await checkInRows(ticketNo(0).id)).toEqual([]);
  });

  it("checks in on a day list only on that day, and records the list and the desk's name", async () => {
    await at("2030-03-02T03:00:00Z");
    const tomorrow = await scanOn({ eventId: campA, day: "2030-03-03" }, { secret: ticketNo(1).secret });
    expect(tomorrow.data).toMatchObject({ reason: "kiosk.dayNotOpenYet", message: "Check-in for Camp A on 2030-03-03 opens on 2030-03-03 00:00 (Asia/Ho_Chi_Minh)." });
    const notADay = await scanOn({ eventId: campA, day: "2030-03-09" }, { secret: ticketNo(1).secret });
    expect(notADay.data).toMatchObject({ result: "rejected", message: KIOSK_MESSAGES.dayNotInEvent });

    const today = await scanOn({ eventId: campA, day: "2030-03-02" }, { secret: ticketNo(1).secret }, "Gate A");
    expect(today.data.result).toBe("accepted");
    expect(await checkInRows(ticketNo(1).id)).toEqual([{ result: "accepted", listEventId: campA, listDay: "2030-03-02", deskName: "Gate A", deviceId: "desk-gate" }]);

    await at("2030-03-03T18:00:00Z");
    const dayOver = await scanOn({ eventId: campA, day: "2030-03-03" }, { secret: ticketNo(2).secret });
    expect(dayOver.data).toMatchObject({ reason: "kiosk.dayClosed", message: "Check-in for Camp A on 2030-03-03 closed on 2030-03-04 00:00 (Asia/Ho_Chi_Minh)." });
  });

  it("admits a ticket once on each day's list, and a second scan that day as a duplicate of that day's", async () => {
    const ticket = ticketNo(1);
    await at("2030-03-03T02:00:00Z");
    const secondDay = await scanOn({ eventId: campA, day: "2030-03-03" }, { secret: ticket.secret }, "Gate B", "desk-b");
    expect(secondDay.data).toMatchObject({ result: "accepted", ticket: { firstCheckIn: { scannedAt: "2030-03-03T02:00:00.000Z", deskName: "Gate B" } } });
    await at("2030-03-03T03:00:00Z");
    const again = await scanOn({ eventId: campA, day: "2030-03-03" }, { ticketId: ticket.id }, "Gate A");
    expect(again.data).toMatchObject({ result: "duplicate", ticket: { firstCheckIn: { scannedAt: "2030-03-03T02:00:00.000Z", deskName: "Gate B" } } });
    // Looked up, the ticket shows its first admission on any list.
    const found = await callTrpc<TDeskTicket[]>(listServer, "query", "kiosk.searchTickets", { query: ticket.shortCode }, desk.authorization);
    expect(found.data[0]).toMatchObject({
      checkedInAt: "2030-03-02T03:00:00.000Z",
      firstCheckIn: { scannedAt: "2030-03-02T03:00:00.000Z", deskName: "Gate A" },
      event: { timeZone: "Asia/Ho_Chi_Minh" },
    });
    expect((await checkInRows(ticket.id)).map((r) => [r.result, r.listDay])).toEqual([
      ["accepted", "2030-03-02"],
      ["accepted", "2030-03-03"],
      ["duplicate", "2030-03-03"],
    ]);
  });

  it("answers a duplicate with when and at which desk the ticket was first checked in", async () => {
    await at("2030-03-02T04:00:00Z");
    const first = await scanOn({ eventId: campA }, { secret: ticketNo(3).secret }, "Gate A", "desk-a");
    expect(first.data.result).toBe("accepted");
    const again = await scanOn({ eventId: campA }, { ticketId: ticketNo(3).id }, "Desk 2", "desk-2");
    expect(again.data.result).toBe("duplicate");
    expect(again.data.ticket?.firstCheckIn).toMatchObject({ scannedAt: "2030-03-02T04:00:00.000Z", deviceId: "desk-a", deskName: "Gate A" });
    expect((await checkInRows(ticketNo(3).id)).map((r) => [r.result, r.deskName])).toEqual([
      ["accepted", "Gate A"],
      ["duplicate", "Desk 2"],
    ]);
  });

  it("holds a minor without guardian consent, online and offline, until staff record the paper consent", async () => {
    await at("2030-03-02T03:00:00Z");
    const minor = ticketNo(4);
    const db = listServer.services.db;
    await db.query.updateTable("Ticket").set({ age: 15 }).where("id", "=", minor.id).execute();
    await db.query.insertInto("GuardianConsent").values({ ticketId: minor.id, status: "pending", sendCount: 0, createdAt: clock.now() }).execute();

    const held = await scanOn({ eventId: campA }, { secret: minor.secret });
    expect(held.data).toMatchObject({ result: "rejected", reason: "kiosk.consentMissing", message: KIOSK_MESSAGES.consentMissing, ticket: { id: minor.id, guardianConsent: "pending" } });
    const heldOffline = await syncOn([{ clientScanId: newScanId(), deviceId: "desk-gate", list: { eventId: campA }, scannedAt: "2030-03-02T02:50:00Z", secret: minor.secret }]);
    expect(heldOffline.data.results[0]).toMatchObject({ result: "rejected", reason: "kiosk.consentMissing" });
    expect(await checkInRows(minor.id)).toEqual([]);
    expect((await db.query.selectFrom("Ticket").select("checkedInAt").where("id", "=", minor.id).executeTakeFirstOrThrow()).checkedInAt).toBeNull();

    const paper = await callTrpc(listServer, "mutation", "privacy.recordPaperConsent", { ticketId: minor.id }, desk.authorization);
    expect(paper.status).toBe(200);
    const admitted = await scanOn({ eventId: campA }, { ticketId: minor.id }, "Gate A");
    expect(admitted.data).toMatchObject({ result: "accepted", ticket: { guardianConsent: "given" } });
  });

  it("checks a typed short code in on its own event's list only", async () => {
    await at("2030-03-02T03:00:00Z");
    const ticket = ticketNo(5);
    const typed = `${ticket.shortCode.slice(0, 4)}-${ticket.shortCode.slice(4)}`.toLowerCase();
    const elsewhere = await scanOn({ eventId: campB }, { secret: typed });
    expect(elsewhere.data).toMatchObject({ result: "rejected", message: KIOSK_MESSAGES.ticketNotFound });
    const otherCode = await scanOn({ eventId: campA }, { secret: bTicket.shortCode });
    expect(otherCode.data).toMatchObject({ result: "rejected", message: KIOSK_MESSAGES.ticketNotFound });
    const here = await scanOn({ eventId: campA }, { secret: typed });
    expect(here.data).toMatchObject({ result: "accepted", ticket: { id: ticket.id } });
  });

  it("applies each synced scan's list at the time of the scan", async () => {
    await at("2030-03-02T06:00:00Z");
    const scan = (list: { eventId: number; day?: string }, scannedAt: string, secret: string) => ({ clientScanId: newScanId(), deviceId: "desk-offline", deskName: "Tent", list, scannedAt, secret });
    const answer = await syncOn([
      scan({ eventId: campA }, "2030-03-02T05:00:00Z", bTicket.secret),
      scan({ eventId: campA }, "2030-03-01T12:00:00Z", ticketNo(6).secret),
      scan({ eventId: campA, day: "2030-03-02" }, "2030-03-02T05:30:00Z", ticketNo(7).secret),
    ]);
    expect(answer.data.results.map((r) => [r.result, r.reason ?? null])).toEqual([
      ["rejected", "kiosk.otherEvent"],
      ["rejected", "kiosk.notOpenYet"],
      ["accepted", null],
    ]);
    expect(await checkInRows(ticketNo(7).id)).toEqual([{ result: "accepted", listEventId: campA, listDay: "2030-03-02", deskName: "Tent", deviceId: "desk-offline" }]);
    expect(await checkInRows(ticketNo(6).id)).toEqual([]);
  });
});
