import "fake-indexeddb/auto";
import type { TCheckInOutcome, TDeskTicket } from "@vyc/validators";
import { describe, expect, it, vi } from "vitest";
import { openCheckInQueue, type QueuedScan } from "./offline-queue";

let dbCounter = 0;
const freshName = () => `desk-test-${++dbCounter}`;

const scan = (n: number, over: Partial<QueuedScan> = {}): QueuedScan => ({
  clientScanId: `scan-${n}`,
  deviceId: "desk-1",
  list: { eventId: 1, day: "2026-07-01" },
  deskName: "Gate A",
  scannedAt: `2026-07-01T10:0${n}:00.000Z`,
  secret: `code-${n}`,
  label: `code-${n}`,
  ...over,
});

const ticket = (firstName: string, firstCheckIn: TDeskTicket["firstCheckIn"]): TDeskTicket =>
  ({ attendee: { firstName, lastName: "Tran" }, firstCheckIn }) as TDeskTicket;

describe("openCheckInQueue", () => {
  it("keeps queued scans oldest first across a reopen (a reload of the app)", async () => {
    const name = freshName();
    const queue = await openCheckInQueue(name);
    await queue.add(scan(3));
    await queue.add(scan(1));
    await queue.add(scan(2, { secret: undefined, ticketId: "t-2", label: "Lan Tran" }));
    queue.close();

    const reopened = await openCheckInQueue(name);
    expect((await reopened.pending()).map((s) => s.clientScanId)).toEqual(["scan-1", "scan-2", "scan-3"]);
    expect((await reopened.pending())[1]).toEqual(scan(2, { secret: undefined, ticketId: "t-2", label: "Lan Tran" }));
    reopened.close();
  });

  it("moves answered scans to the history with what the server said, leaving the others pending", async () => {
    const queue = await openCheckInQueue(freshName());
    await queue.add(scan(1));
    await queue.add(scan(2));
    await queue.add(scan(3));
    const first = { scannedAt: "2026-07-01T09:00:00.000Z", deviceId: "desk-9", deskName: "Gate B", staffEmail: "staff@vyc.test", source: "online" };
    const outcomes: TCheckInOutcome[] = [
      { clientScanId: "scan-1", result: "accepted", message: null, ticket: ticket("Lan", { ...first, deviceId: "desk-1" }) },
      { clientScanId: "scan-2", result: "duplicate", message: null, ticket: ticket("Minh", first) },
      { clientScanId: "unknown", result: "rejected", message: "No ticket matches this code.", ticket: null },
    ];
    await queue.settle(outcomes, "2026-07-01T11:00:00.000Z");

    expect((await queue.pending()).map((s) => s.clientScanId)).toEqual(["scan-3"]);
    const history = await queue.synced();
    expect(history.map((s) => [s.clientScanId, s.result, s.attendee])).toEqual(
      expect.arrayContaining([
        ["scan-1", "accepted", "Lan Tran"],
        ["scan-2", "duplicate", "Minh Tran"],
      ]),
    );
    expect(history.find((s) => s.clientScanId === "scan-2")?.firstCheckIn).toEqual(first);
    queue.close();
  });

  it("adding the same scan twice keeps one", async () => {
    const queue = await openCheckInQueue(freshName());
    await queue.add(scan(1));
    await queue.add(scan(1));
    expect(await queue.pending()).toHaveLength(1);
    queue.close();
  });

  it("tells subscribers about every change", async () => {
    const queue = await openCheckInQueue(freshName());
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    await queue.add(scan(1));
    await queue.settle([{ clientScanId: "scan-1", result: "rejected", message: "No ticket matches this code.", ticket: null }], "2026-07-01T11:00:00.000Z");
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    await queue.add(scan(2));
    expect(listener).toHaveBeenCalledTimes(2);
    queue.close();
  });
});
