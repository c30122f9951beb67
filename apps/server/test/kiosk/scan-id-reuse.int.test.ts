import { KIOSK_MESSAGES, type TCheckInOutcome } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  eventId = (await server.services.db.event.update({ where: { slug: "identity-summer-camp-germany" }, data: { dateStart: started } })).id;
});
afterAll(() => server.close());

const newScanId = () => `reuse-${process.pid}-${++scanCounter}-${Math.random().toString(36).slice(2, 10)}`;
const checkIn = (clientScanId: string, ref: { secret: string } | { ticketId: string }) =>
  callTrpc<TCheckInOutcome>(server, "mutation", "kiosk.checkIn", { clientScanId, deviceId: "desk-a", ...ref }, staff.authorization);
const offline = (clientScanId: string, ref: { secret: string } | { ticketId: string }) => ({ clientScanId, deviceId: "desk-b", scannedAt: new Date().toISOString(), ...ref });
const sync = (scans: unknown[]) => callTrpc<{ results: TCheckInOutcome[] }>(server, "mutation", "kiosk.syncCheckIns", { scans }, staff.authorization);
const checkInsOf = (ticketId: string) => server.services.db.checkIn.findMany({ where: { ticketId }, select: { clientScanId: true, result: true } });

async function twoTickets() {
  const [first, second] = (await sellWalkIn(server, staff, eventId, 2)).tickets;
  if (!first || !second) throw new Error("no tickets");
  return { first, second };
}

describe("a desk's scan id", () => {
  it("reused for another ticket is refused with 409 and checks nothing in; the same ticket's replay stays idempotent", async () => {
    const { first, second } = await twoTickets();
    const scanId = newScanId();
    expect((await checkIn(scanId, { secret: first.secret })).data.result).toBe("accepted");

    for (const ref of [{ secret: second.secret }, { ticketId: second.id }]) {
      const reused = await checkIn(scanId, ref);
      expect(reused.status).toBe(409);
      expect(reused.message).toBe(KIOSK_MESSAGES.scanIdReused);
    }
    expect(await checkInsOf(second.id)).toEqual([]);
    expect((await server.services.db.ticket.findUniqueOrThrow({ where: { id: second.id } })).checkedInAt).toBeNull();

    for (const ref of [{ secret: first.secret }, { ticketId: first.id }]) {
      const replay = await checkIn(scanId, ref);
      expect(replay.status).toBe(200);
      expect(replay.data).toMatchObject({ clientScanId: scanId, result: "accepted", ticket: { id: first.id } });
    }
    expect(await checkInsOf(first.id)).toEqual([{ clientScanId: scanId, result: "accepted" }]);

    // The other ticket is checked in by a scan of its own.
    expect((await checkIn(newScanId(), { secret: second.secret })).data).toMatchObject({ result: "accepted", ticket: { id: second.id } });
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
