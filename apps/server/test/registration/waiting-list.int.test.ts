import { CHECKOUT_MESSAGES, WAITING_LIST_MESSAGES } from "@vyc/validators";
import { findSeatDrift } from "@vyc/db/stores/seats";
import { manualClock } from "@vyc/domain/shared";
import type { TAdminWaitingList, TWaitingOffer, TWaitingPlace } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { copyEvent, eventIdBySlug } from "@vyc/testkit/db-lookups";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";
import { createUser, sessionFor } from "@vyc/testkit/users";

const clock = manualClock(new Date());
let server: TestServer;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ clock, env: { PAYMENT_TEST_MODE: "true", SMTP_URL: smtp.url, WAITING_LIST_SWEEP_MS: "100" } });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

let slugs = 0;
async function eventWithCapacity(capacity: number, offerHours = 24): Promise<number> {
  const db = server.services.db;
  return copyEvent(db, await eventIdBySlug(db, "identity-summer-camp-germany"), { slug: `waiting-list-${++slugs}`, capacity, offerHours });
}

const buyer = () => createBuyer(server.services.db, clock.now());
const join = (who: Buyer, eventId: number, seats: number) => callTrpc<{ entryId: number }>(server.url, "waitingList.join", { eventId, seats }, who.headers);
const mine = async (who: Buyer) => (await callTrpc<TWaitingPlace[]>(server.url, "waitingList.mine", null, who.headers, "GET")).data ?? [];
const seatsLeft = async (eventId: number) =>
  ((await (await fetch(`${server.url}/api/events/${eventId}/getData`)).json()) as { event: { seatsLeft: number } }).event.seatsLeft;

/** Starts a hold and pays it with the test provider; the seats bought, or the refusal. */
async function buy(who: Buyer, eventId: number, seats: number): Promise<{ sold: number; refusal: string | null }> {
  const checkout = checkoutClient(server.url, who);
  const started = await checkout.start(eventId, seats);
  if (!started.data) return { sold: 0, refusal: started.error?.message ?? `HTTP ${started.status}` };
  const payment = await checkout.createPayment(started.data.orderId, "test");
  const captured = await checkout.capture(started.data.orderId, payment.data?.providerOrderId ?? "");
  return { sold: captured.data?.outcome === "completed" ? seats : 0, refusal: captured.error?.message ?? null };
}

/** The personal link of the offer mailed to `who`, and its token. */
async function offerLink(who: Buyer): Promise<{ url: string; token: string }> {
  const mail = await smtp.waitFor(who.email, "are waiting for you");
  const url = /https?:\/\/\S+\/waiting-list\/offers\/([\w-]+)/.exec(mail.text);
  if (!url?.[1]) throw new Error(`No offer link in: ${mail.text}`);
  return { url: url[0], token: url[1] };
}

describe("the waiting list of a sold-out event", () => {
  it("offers the seats of a refund to the next in line, and shows the line on the dashboard", async () => {
    const eventId = await eventWithCapacity(1);
    const [owner, waiter] = await Promise.all([buyer(), buyer()]);
    expect((await buy(owner, eventId, 1)).sold).toBe(1);
    expect((await join(waiter, eventId, 1)).data).toBeDefined();
    const staff = { cookie: (await sessionFor(server, await createUser(server, { role: "staff" }))).cookie };
    const dashboard = await callTrpc<{ events: Array<{ eventId: number; waiting: number }> }>(server.url, "admin.dashboard", null, staff, "GET");
    expect(dashboard.data?.events.find((e) => e.eventId === eventId)?.waiting).toBe(1);

    const order = await server.services.db.query.selectFrom("Order").select("id").where("eventId", "=", eventId).where("userId", "=", owner.userId).executeTakeFirstOrThrow();
    const refund = await callTrpc(server.url, "refunds.refundOrder", { orderId: order.id, reason: "Cannot come" }, staff);
    expect(refund.status).toBe(200);
    await offerLink(waiter);
    expect(await mine(waiter)).toMatchObject([{ eventId, seats: 1, status: "offered" }]);
    expect(await seatsLeft(eventId)).toBe(0);
  });

  it("offers seats that came back to the next in line, who claims them from the e-mail link and buys them", async () => {
    const eventId = await eventWithCapacity(2);
    const [holder, first, second, publicBuyer] = await Promise.all([buyer(), buyer(), buyer(), buyer()]);
    expect((await join(first, eventId, 2)).error?.message).toBe(WAITING_LIST_MESSAGES.stillOnSale);
    const hold = await checkoutClient(server.url, holder).start(eventId, 2);
    expect(hold.data).toBeDefined();

    expect((await join(first, eventId, 2)).data?.entryId).toBeGreaterThan(0);
    expect((await join(first, eventId, 1)).error?.message).toBe(WAITING_LIST_MESSAGES.alreadyInLine);
    expect((await join(second, eventId, 9)).error?.message).toBe(WAITING_LIST_MESSAGES.seatsRange);
    expect((await join(second, eventId, 1)).data).toBeDefined();
    expect(await mine(first)).toMatchObject([{ eventId, seats: 2, status: "waiting", place: 1 }]);
    expect(await mine(second)).toMatchObject([{ eventId, seats: 1, status: "waiting", place: 2 }]);

    await checkoutClient(server.url, holder).release(hold.data?.orderId ?? 0);
    const { url, token } = await offerLink(first);
    expect(url.startsWith(server.publicUrl)).toBe(true);
    expect(await mine(first)).toMatchObject([{ status: "offered", place: null }]);
    expect(await mine(second)).toMatchObject([{ status: "waiting", place: 1 }]);

    // The promised seats are not for sale to anyone else, and the event shows as sold out.
    expect(await buy(publicBuyer, eventId, 1)).toEqual({ sold: 0, refusal: CHECKOUT_MESSAGES.soldOut });
    expect(await seatsLeft(eventId)).toBe(0);
    expect((await callTrpc(server.url, "waitingList.offer", { token }, second.headers, "GET")).error?.message).toBe(WAITING_LIST_MESSAGES.offerNotFound);
    const offer = await callTrpc<TWaitingOffer>(server.url, "waitingList.offer", { token }, first.headers, "GET");
    expect(offer.data).toMatchObject({ eventId, seats: 2, status: "offered" });

    expect(await buy(first, eventId, 2)).toEqual({ sold: 2, refusal: null });
    const bought = await server.services.db
      .query.selectFrom("Ticket")
      .innerJoin("Order", "Order.id", "Ticket.orderId")
      .select("Ticket.id")
      .where("Ticket.eventId", "=", eventId)
      .where("Order.userId", "=", first.userId)
      .execute();
    expect(bought).toHaveLength(2);
    expect(await mine(first)).toEqual([]);
    expect(await mine(second)).toMatchObject([{ status: "waiting", place: 1 }]);
    expect(await findSeatDrift(server.services.db)).toEqual([]);
  });

  it("passes an offer nobody claimed in the event's offer time to the next person in line", async () => {
    const eventId = await eventWithCapacity(1, 2);
    const [holder, first, second] = await Promise.all([buyer(), buyer(), buyer()]);
    const hold = await checkoutClient(server.url, holder).start(eventId, 1);
    await join(first, eventId, 1);
    await join(second, eventId, 1);
    await checkoutClient(server.url, holder).release(hold.data?.orderId ?? 0);
    await offerLink(first);
    expect(await mine(second)).toMatchObject([{ status: "waiting", place: 1 }]);

    clock.advance(60 * 60 * 1000);
    expect(await mine(first)).toMatchObject([{ status: "offered" }]);
    clock.advance(60 * 60 * 1000);
    await offerLink(second);
    expect(await mine(first)).toEqual([]);
    expect(await mine(second)).toMatchObject([{ status: "offered" }]);
    expect(await buy(first, eventId, 1)).toEqual({ sold: 0, refusal: CHECKOUT_MESSAGES.soldOut });
    expect(await buy(second, eventId, 1)).toEqual({ sold: 1, refusal: null });
  });

  it("gives seats that come back during a public burst to the line only, and never oversells", async () => {
    const eventId = await eventWithCapacity(10);
    const holder = await buyer();
    const line = await Promise.all([buyer(), buyer(), buyer()]);
    const crowd = await Promise.all(Array.from({ length: 30 }, () => buyer()));
    expect((await buy(await buyer(), eventId, 6)).sold).toBe(6);
    const hold = await checkoutClient(server.url, holder).start(eventId, 4);
    const wanted = [2, 1, 1];
    for (const [i, person] of line.entries()) expect((await join(person, eventId, wanted[i] ?? 1)).data).toBeDefined();

    // The hold ends while thirty visitors try to buy a seat: the four seats are promised to the line.
    const [, ...burst] = await Promise.all([checkoutClient(server.url, holder).release(hold.data?.orderId ?? 0), ...crowd.map((c) => buy(c, eventId, 1))]);
    expect(burst.reduce((sum, r) => sum + r.sold, 0)).toBe(0);
    for (const r of burst) expect(r.refusal).toBe(CHECKOUT_MESSAGES.soldOut);
    await expect
      .poll(async () => (await Promise.all(line.map(mine))).every((places) => places[0]?.status === "offered"), { message: "the line has its offers", timeout: 10_000 })
      .toBe(true);

    // The line buys its seats while the crowd tries again.
    const [claims, again] = await Promise.all([Promise.all(line.map((p, i) => buy(p, eventId, wanted[i] ?? 1))), Promise.all(crowd.map((c) => buy(c, eventId, 1)))]);
    expect(claims.map((c) => c.sold)).toEqual(wanted);
    expect(again.reduce((sum, r) => sum + r.sold, 0)).toBe(0);
    const { query } = server.services.db;
    expect(await query.selectFrom("Ticket").select("id").where("eventId", "=", eventId).execute()).toHaveLength(10);
    const seats = await query.selectFrom("EventSeats").selectAll().where("eventId", "=", eventId).executeTakeFirstOrThrow();
    expect(seats).toMatchObject({ paid: 10, held: 0, offered: 0 });
    expect(await findSeatDrift(server.services.db)).toEqual([]);
  });

  it("lets staff see the line, offer seats by hand when some are free, and remove someone", async () => {
    const eventId = await eventWithCapacity(1);
    const staff = await buyer();
    await server.services.db.query.updateTable("User").set({ role: "staff" }).where("id", "=", staff.userId).execute();
    const [holder, first, second] = await Promise.all([buyer(), buyer(), buyer()]);
    expect((await buy(holder, eventId, 1)).sold).toBe(1);
    await join(first, eventId, 2);
    await join(second, eventId, 2);
    const list = await callTrpc<TAdminWaitingList>(server.url, "waitingList.adminList", { eventId }, staff.headers, "GET");
    expect(list.data?.rows.map((r) => [r.email, r.place, r.status])).toEqual([
      [first.email, 1, "waiting"],
      [second.email, 2, "waiting"],
    ]);
    const secondId = list.data?.rows[1]?.id ?? 0;
    expect((await callTrpc(server.url, "waitingList.adminList", { eventId }, first.headers, "GET")).status).toBe(403);
    expect((await callTrpc(server.url, "waitingList.adminOffer", { entryId: secondId }, staff.headers)).error?.message).toBe(WAITING_LIST_MESSAGES.notEnoughFree(0));

    // One seat more: nobody's request fits, so staff offer it by hand to the second in line.
    await server.services.db.query.updateTable("Event").set({ capacity: 2, updatedAt: new Date() }).where("id", "=", eventId).execute();
    expect((await callTrpc(server.url, "waitingList.adminOffer", { entryId: secondId, seats: 3 }, staff.headers)).error?.message).toBe(WAITING_LIST_MESSAGES.moreThanAsked);
    expect((await callTrpc(server.url, "waitingList.adminOffer", { entryId: secondId, seats: 1 }, staff.headers)).data).toEqual({ success: true });
    await offerLink(second);
    expect(await mine(second)).toMatchObject([{ status: "offered", seats: 1 }]);
    expect(await mine(first)).toMatchObject([{ status: "waiting", place: 1 }]);

    const firstId = list.data?.rows[0]?.id ?? 0;
    expect((await callTrpc(server.url, "waitingList.adminRemove", { entryId: firstId }, staff.headers)).data).toEqual({ success: true });
    expect(await mine(first)).toEqual([]);
    expect((await callTrpc(server.url, "waitingList.leave", { eventId }, second.headers)).data).toEqual({ success: true });
    expect(await seatsLeft(eventId)).toBe(1);
  });
});
