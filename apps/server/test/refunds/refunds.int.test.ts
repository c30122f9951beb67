import { KIOSK_MESSAGES, REFUND_MESSAGES, REFUND_REFUSALS } from "@vyc/validators";
import { manualClock } from "@vyc/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { copyEvent, orderWithTickets } from "@vyc/testkit/db-lookups";
import { startPayPalTestServer, type PayPalTestServer } from "@vyc/testkit/paypal-test-server";
import { callTrpc, sellWalkIn, signedInStaff, type DeskStaff } from "@vyc/testkit/kiosk-client";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";

const clock = manualClock(new Date());
let server: PayPalTestServer;
let smtp: SmtpCapture;
let staff: DeskStaff;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startPayPalTestServer({ clock, env: { SMTP_URL: smtp.url } });
  staff = await signedInStaff(server);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** A copy of the paid demo camp with its own capacity, so each test counts its own seats. */
function campCopy(slug: string, capacity: number, extra: { expiredRefundDate?: Date; checkInOpensAt?: Date } = {}): Promise<number> {
  return copyEvent(server.services.db, server.campId, { slug, capacity, ...extra });
}

/** A buyer's order of `count` tickets paid through the fake PayPal. */
async function paidOrder(eventId: number, count: number) {
  const buyer = await createBuyer(server.services.db, clock.now());
  const checkout = checkoutClient(server.url, buyer);
  const started = await checkout.start(eventId, count);
  const orderId = started.data?.orderId ?? 0;
  const payment = await checkout.createPayment(orderId, "paypal");
  const captured = await checkout.capture(orderId, payment.data?.providerOrderId ?? "");
  expect(captured.data?.outcome).toBe("completed");
  const order = await orderWithTickets(server.services.db, orderId);
  return { buyer, orderId, order, captureId: order.captureId ?? "" };
}

const asStaff = <T>(kind: "query" | "mutation", path: string, input: unknown) => callTrpc<T>(server, kind, path, input, staff.authorization);
const seatsLeft = async (eventId: number) =>
  ((await (await fetch(`${server.url}/api/events/${eventId}/getData`)).json()) as { event: { seatsLeft: number } }).event.seatsLeft;
const scan = (secret: string, eventId: number) =>
  asStaff<{ result: string; message: string | null }>("mutation", "kiosk.checkIn", { clientScanId: crypto.randomUUID(), deviceId: "desk-test", list: { eventId }, secret });
const order = (orderId: number) => orderWithTickets(server.services.db, orderId);

describe("refunds of web orders through PayPal", () => {
  it("refunds one ticket, then the rest: amounts add up to the capture, seats return, tickets stop scanning, credit notes are issued and mailed", async () => {
    // Its desks already check attendees in.
    const eventId = await campCopy("refund-partial", 5, { checkInOpensAt: new Date(clock.now().getTime() - 60 * 60_000) });
    const { orderId, order: paid, captureId, buyer } = await paidOrder(eventId, 3);
    expect(await seatsLeft(eventId)).toBe(2);
    const [first, second, third] = paid.tickets;
    if (!first || !second || !third) throw new Error("three tickets expected");

    const one = await asStaff<{ amountMinor: number; creditNoteNumber: string | null; orderStatus: string }>("mutation", "refunds.refundOrder", {
      orderId,
      ticketIds: [second.id],
      reason: "Cannot come",
    });
    expect(one.status).toBe(200);
    const share = Math.floor(paid.totalMinor / 3);
    expect(one.data).toMatchObject({ amountMinor: share, orderStatus: "paid" });
    expect(one.data.creditNoteNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(await seatsLeft(eventId)).toBe(3);
    expect((await scan(second.secret, eventId)).data).toMatchObject({ result: "rejected", message: KIOSK_MESSAGES.ticketCancelled });
    expect((await scan(first.secret, eventId)).data.result).toBe("accepted");

    const mail = await smtp.waitFor(buyer.email, `Refund of order #${orderId}`);
    expect(mail.text).toContain("Cannot come");
    expect(mail.attachments.map((a) => a.filename)).toContain(`credit-note-${one.data.creditNoteNumber ?? ""}.pdf`);

    const rest = await asStaff<{ amountMinor: number; orderStatus: string }>("mutation", "refunds.refundOrder", {
      orderId,
      reason: "Whole group cancelled",
      checkedInConfirmed: true,
    });
    expect(rest.status).toBe(200);
    expect(rest.data).toMatchObject({ amountMinor: paid.totalMinor - share, orderStatus: "refunded" });
    expect(await seatsLeft(eventId)).toBe(5);

    const made = server.paypal.refundsMade.filter((r) => r.captureId === captureId);
    expect(made.map((r) => Math.round(Number(r.amount.value) * 100)).reduce((a, b) => a + b, 0)).toBe(paid.totalMinor);
    const after = await order(orderId);
    expect(after.tickets.map((t) => t.status)).toEqual(["refunded", "refunded", "refunded"]);
    expect(after.refundedMinor).toBe(paid.totalMinor);

    const again = await asStaff("mutation", "refunds.refundOrder", { orderId, reason: "Twice" });
    expect(again.status).toBe(409);
    expect(again.message).toBe(REFUND_MESSAGES.orderNotPaid);

    const mine = (await (await fetch(`${server.url}/trpc/refunds.mine`, { headers: buyer.headers })).json()) as {
      result: { data: Array<{ orderId: number; canRequest: boolean; creditNotes: Array<{ number: string; amountMinor: number }> }> };
    };
    const state = mine.result.data.find((s) => s.orderId === orderId);
    expect(state?.canRequest).toBe(false);
    expect(state?.creditNotes.map((n) => n.amountMinor)).toEqual([share, paid.totalMinor - share]);
    expect(state?.creditNotes[0]?.number).toBe(one.data.creditNoteNumber);

    const credit = await fetch(`${server.url}/files/orders/${orderId}/credit-notes/${one.data.creditNoteNumber ?? ""}.pdf`, { headers: buyer.headers });
    expect(credit.status).toBe(200);
    expect(credit.headers.get("content-type")).toContain("application/pdf");
    const drift = await server.services.db.query.selectFrom("EventSeats").selectAll().where("eventId", "=", eventId).executeTakeFirstOrThrow();
    expect(drift).toMatchObject({ paid: 0, held: 0 });
  });

  it("leaves the order unchanged and says why when PayPal declines, fails or cannot be reached, and a retry after a lost answer refunds once", async () => {
    const eventId = await campCopy("refund-failures", 4);
    const { orderId, order: paid, captureId } = await paidOrder(eventId, 2);

    server.paypal.queueRefunds("REFUND_FAILED_INSUFFICIENT_FUNDS");
    const declined = await asStaff("mutation", "refunds.refundOrder", { orderId, reason: "Sick" });
    expect(declined.status).toBe(422);
    expect(declined.message).toBe(REFUND_REFUSALS.declined("REFUND_FAILED_INSUFFICIENT_FUNDS").message);
    expect((await order(orderId)).status).toBe("paid");
    expect(await seatsLeft(eventId)).toBe(2);

    server.paypal.refundInDashboard(captureId);
    const already = await asStaff("mutation", "refunds.refundOrder", { orderId, reason: "Sick" });
    expect(already.status).toBe(422);
    expect(already.message).toBe(REFUND_REFUSALS.alreadyRefunded.message);
    const { data: refused } = await asStaff<{ refunds: Array<{ status: string; failureRefusal: unknown }> }>("query", "refunds.ofOrder", { orderId });
    // Both were asked at the same moment of the test's clock: the list's order between them is not given.
    expect(refused.refunds).toHaveLength(2);
    expect(refused.refunds.map((r) => [r.status, r.failureRefusal])).toEqual(
      expect.arrayContaining([
        ["failed", { reason: "refunds.declined", params: { detail: "REFUND_FAILED_INSUFFICIENT_FUNDS" } }],
        ["failed", { reason: "refunds.alreadyRefunded" }],
      ]),
    );

    const other = await paidOrder(eventId, 2);
    server.paypal.queueRefunds("NETWORK_ERROR");
    const lost = await asStaff("mutation", "refunds.refundOrder", { orderId: other.orderId, reason: "Sick" });
    expect(lost.status).toBe(503);
    expect(lost.message).toContain("PayPal could not be reached");
    expect((await order(other.orderId)).status).toBe("paid");
    const blocked = await asStaff("mutation", "refunds.refundOrder", { orderId: other.orderId, ticketIds: [other.order.tickets[0]?.id], reason: "Other" });
    expect(blocked.status).toBe(409);

    server.paypal.queueRefunds("SERVER_ERROR");
    const { data: listed } = await asStaff<{ refunds: Array<{ id: string; status: string }> }>("query", "refunds.ofOrder", { orderId: other.orderId });
    const pending = listed.refunds.find((r) => r.status === "pending");
    expect((await asStaff("mutation", "refunds.retry", { refundId: pending?.id })).status).toBe(503);
    const retried = await asStaff<{ orderStatus: string }>("mutation", "refunds.retry", { refundId: pending?.id });
    expect(retried.status).toBe(200);
    expect(retried.data.orderStatus).toBe("refunded");
    expect(server.paypal.refundsMade.filter((r) => r.captureId === other.captureId)).toHaveLength(1);
    expect(paid.status).toBe("paid");
  });
});

describe("refunds at the desk", () => {
  it("records a cash refund of one walk-in ticket without PayPal and frees its seat", async () => {
    const eventId = await campCopy("refund-desk", 3);
    const sale = await sellWalkIn(server, staff, eventId, 2);
    const calls = server.paypal.requests.length;
    const missing = await asStaff("mutation", "refunds.refundOrder", { orderId: sale.orderId, ticketIds: [sale.tickets[1]?.id], reason: "Left early" });
    expect(missing.status).toBe(400);
    expect(missing.message).toBe(REFUND_MESSAGES.deskMethodRequired);
    const done = await asStaff<{ amountMinor: number; orderStatus: string }>("mutation", "refunds.refundOrder", {
      orderId: sale.orderId,
      ticketIds: [sale.tickets[1]?.id],
      reason: "Left early",
      deskMethod: "cash",
    });
    expect(done.status).toBe(200);
    expect(done.data.orderStatus).toBe("paid");
    expect(server.paypal.requests.length).toBe(calls);
    expect(await seatsLeft(eventId)).toBe(2);
    const audit = await server.services.db.query.selectFrom("AuditLog").selectAll().where("action", "=", "order.refund").where("target", "=", `order:${sale.orderId}`).execute();
    expect(audit).toHaveLength(1);
  });
});

describe("buyers' refund requests", () => {
  it("lets a buyer ask before the refund date, and staff approve; after the date only staff can refund", async () => {
    const open = await campCopy("refund-request-open", 4, { expiredRefundDate: new Date(clock.now().getTime() + 86_400_000) });
    const closed = await campCopy("refund-request-closed", 4, { expiredRefundDate: new Date(clock.now().getTime() - 86_400_000) });
    const early = await paidOrder(open, 1);
    const late = await paidOrder(closed, 1);
    const ask = (buyer: typeof early.buyer, orderId: number) =>
      fetch(`${server.url}/trpc/refunds.request`, { method: "POST", headers: { ...buyer.headers, "content-type": "application/json" }, body: JSON.stringify({ orderId, reason: "Exams moved" }) });
    const refused = await ask(late.buyer, late.orderId);
    expect(refused.status).toBe(409);
    const asked = await ask(early.buyer, early.orderId);
    expect(asked.status).toBe(200);
    const { data: requests } = await asStaff<Array<{ id: string; orderId: number }>>("query", "refunds.openRequests", undefined);
    const request = requests.find((r) => r.orderId === early.orderId);
    const approved = await asStaff<{ orderStatus: string }>("mutation", "refunds.decideRequest", { requestId: request?.id, approve: true });
    expect(approved.status).toBe(200);
    expect(approved.data.orderStatus).toBe("refunded");
    const staffRefund = await asStaff<{ orderStatus: string }>("mutation", "refunds.refundOrder", { orderId: late.orderId, reason: "Goodwill" });
    expect(staffRefund.data.orderStatus).toBe("refunded");
  });

  it("pauses a cancelled event's batch at an order PayPal refuses, keeping the order and the refusal's code, and finishes it when resumed", async () => {
    const eventId = await campCopy("refund-cancel-pause", 4);
    const { orderId } = await paidOrder(eventId, 1);
    const progress = async () => (await asStaff<{ status: string; pause: unknown }>("query", "refunds.cancellation", { eventId })).data;

    server.paypal.queueRefunds("REFUND_FAILED_INSUFFICIENT_FUNDS");
    expect((await asStaff("mutation", "refunds.cancelEvent", { eventId, reason: "Storm warning" })).status).toBe(200);
    await expect.poll(async () => (await progress())?.status).toBe("paused");
    expect((await progress())?.pause).toEqual({ orderId, refusal: { reason: "refunds.declined", params: { detail: "REFUND_FAILED_INSUFFICIENT_FUNDS" } } });

    expect((await asStaff("mutation", "refunds.resumeCancellation", { eventId })).status).toBe(200);
    await expect.poll(async () => (await progress())?.status).toBe("done");
    expect((await progress())?.pause).toBeNull();
    expect((await order(orderId)).status).toBe("refunded");
  });
});
