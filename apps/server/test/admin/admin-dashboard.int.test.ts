import type { TCheckInLive, TDashboard } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { eventIdBySlug } from "@vyc/testkit/db-lookups";
import { callTrpc, sellWalkIn, signedInStaff, type DeskStaff } from "@vyc/testkit/kiosk-client";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor } from "@vyc/testkit/users";

let server: TestServer;
let staff: DeskStaff;
let staffCookie: string;
let campId: number;

beforeAll(async () => {
  server = await startTestServer({ env: { PAYMENT_TEST_MODE: "true" } });
  staff = await signedInStaff(server);
  staffCookie = (await sessionFor(server, staff)).cookie;
  campId = await eventIdBySlug(server.services.db, "identity-summer-camp-germany");
});
afterAll(() => server.close());

const dashboard = async (authorization = staff.authorization) => callTrpc<TDashboard>(server, "query", "admin.dashboard", undefined, authorization);

describe("the back office's dashboard", () => {
  it("counts an event's seats, money, discount uses and tickets per day from its orders", async () => {
    const before = (await dashboard()).data.events.find((e) => e.eventId === campId);
    const buyer = await createBuyer(server.services.db, server.services.clock.now());
    const checkout = checkoutClient(server.url, buyer);
    const started = await checkout.start(campId, 2);
    const orderId = started.data?.orderId ?? 0;
    await checkout.applyDiscount(orderId, "CAMP15");
    const payment = await checkout.createPayment(orderId, "test");
    await checkout.capture(orderId, payment.data?.providerOrderId ?? "");
    const held = await checkoutClient(server.url, await createBuyer(server.services.db, server.services.clock.now())).start(campId, 3);
    expect(held.status).toBe(200);

    const answer = await dashboard();
    expect(answer.status).toBe(200);
    const camp = answer.data.events.find((e) => e.eventId === campId);
    const today = server.services.clock.now().toISOString().slice(0, 10);
    expect(camp).toMatchObject({
      name: "Identity Summer Camp Germany",
      capacity: 120,
      sold: (before?.sold ?? 0) + 2,
      held: (before?.held ?? 0) + 3,
      free: 120 - (before?.sold ?? 0) - 2 - (before?.held ?? 0) - 3,
      discountUses: (before?.discountUses ?? 0) + 1,
      // Two tickets at 490 € less 15 % (415 € each, the price rounded per ticket).
      revenue: [{ currency: "EUR", totalMinor: (before?.revenue[0]?.totalMinor ?? 0) + 83000 }],
      eventDay: false,
    });
    expect(camp?.ticketsPerDay.find((d) => d.day === today)?.tickets).toBe((before?.ticketsPerDay.find((d) => d.day === today)?.tickets ?? 0) + 2);
    // The two paid tickets are of the camp's default type; its early-bird type sold none.
    expect(camp?.perType).toEqual([
      { name: "Camper", nameVi: "Trại sinh", quota: null, sold: (before?.perType[0]?.sold ?? 0) + 2 },
      { name: "Early bird", nameVi: "Đăng ký sớm", quota: 30, sold: before?.perType[1]?.sold ?? 0 },
    ]);
  });

  it("is for staff only", async () => {
    const user = await createUser(server);
    const visitor = await sessionFor(server, user);
    expect((await dashboard(visitor.authorization)).status).toBe(403);
    const stream = await fetch(`${server.url}/api/admin/events/${campId}/check-ins/live`, { headers: { cookie: visitor.cookie } });
    expect(stream.status).toBe(403);
  });

  it("streams an event's check-in while desks scan", async () => {
    const started = new Date(server.services.clock.now().getTime() - 60 * 60_000);
    const event = await server.services.db
      .query.updateTable("Event")
      .set({ dateStart: started, updatedAt: new Date() })
      .where("slug", "=", "identity-summer-camp-germany")
      .returning("id")
      .executeTakeFirstOrThrow();
    const { tickets } = await sellWalkIn(server, staff, event.id, 2);
    expect((await dashboard()).data.events.find((e) => e.eventId === event.id)?.eventDay).toBe(true);

    const controller = new AbortController();
    const res = await fetch(`${server.url}/api/admin/events/${event.id}/check-ins/live`, { headers: { cookie: staffCookie }, signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) throw new Error("no stream");
    let buffered = "";
    const nextEvent = async (): Promise<TCheckInLive> => {
      for (;;) {
        const end = buffered.indexOf("\n\n");
        if (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = block.split("\n").find((line) => line.startsWith("data: "));
          if (data) return JSON.parse(data.slice(6)) as TCheckInLive;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error("the stream ended");
        buffered += value;
      }
    };

    const first = await nextEvent();
    expect(first).toMatchObject({ eventId: event.id, checkedIn: 0, perDesk: [], lastScans: [] });
    const scan = await callTrpc(server, "mutation", "kiosk.checkIn", { clientScanId: `live-${Date.now()}`, deviceId: "desk-north", deskName: "Gate North", list: { eventId: event.id }, secret: tickets[0]?.secret }, staff.authorization);
    expect(scan.status).toBe(200);
    const after = await nextEvent();
    expect(after).toMatchObject({ expected: first.expected, checkedIn: 1, perDesk: [{ deviceId: "desk-north", desk: "Gate North", accepted: 1 }] });
    expect(after.lastScans[0]).toMatchObject({ deviceId: "desk-north", desk: "Gate North", result: "accepted", name: `${tickets[0]?.firstName} ${tickets[0]?.lastName}` });
    controller.abort();
  });
});
