import { REFUND_MESSAGES } from "@vyc/validators";
import { manualClock } from "@vyc/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { copyEvent, orderWithTickets } from "@vyc/testkit/db-lookups";
import { startPayPalTestServer, type PayPalTestServer } from "@vyc/testkit/paypal-test-server";
import { parseCsv } from "@vyc/testkit/csv-parse";
import { pdfPages } from "@vyc/testkit/pdf-text";
import { callTrpc, signedInStaff, type DeskStaff } from "@vyc/testkit/kiosk-client";

const clock = manualClock(new Date());
let server: PayPalTestServer;
let staff: DeskStaff;

beforeAll(async () => {
  server = await startPayPalTestServer({ clock });
  staff = await signedInStaff(server);
});
afterAll(async () => {
  await server.close();
});

const asStaff = <T>(kind: "query" | "mutation", path: string, input: unknown) => callTrpc<T>(server, kind, path, input, staff.authorization);
const seatsLeft = async (eventId: number) =>
  ((await (await fetch(`${server.url}/api/events/${eventId}/getData`)).json()) as { event: { seatsLeft: number } }).event.seatsLeft;
/** The display state of the order on its buyer's tickets page. */
async function buyerSees(headers: Record<string, string>, orderId: number): Promise<string | undefined> {
  const res = await fetch(`${server.url}/trpc/account.tickets?batch=1&input=${encodeURIComponent("{}")}`, { headers });
  const [answer] = (await res.json()) as Array<{ result?: { data: { orders: Record<string, { order_id: number; display_state: string }> } } }>;
  return Object.values(answer?.result?.data.orders ?? {}).find((o) => o.order_id === orderId)?.display_state;
}
const adminOrder = async (orderId: number) => (await asStaff<{ displayState: string; refundedMinor: number }>("query", "admin.getOrder", { orderId })).data;

/** A buyer's order of `count` tickets of a camp copy of its own, paid through the fake PayPal. */
async function paidOrder(slug: string, count: number) {
  const eventId = await copyEvent(server.services.db, server.campId, { slug, capacity: 6, checkInOpensAt: new Date(clock.now().getTime() - 60 * 60_000) });
  const buyer = await createBuyer(server.services.db, clock.now());
  const checkout = checkoutClient(server.url, buyer);
  const orderId = (await checkout.start(eventId, count)).data?.orderId ?? 0;
  const payment = await checkout.createPayment(orderId, "paypal");
  expect((await checkout.capture(orderId, payment.data?.providerOrderId ?? "")).data?.outcome).toBe("completed");
  return { eventId, orderId, buyer, order: await orderWithTickets(server.services.db, orderId) };
}

type Done = { amountMinor: number; creditNoteNumber: string | null; orderStatus: string };

describe("partial refunds", () => {
  it("gives back an amount alone: the order is partially refunded, its seats stay sold, more than is left is refused", async () => {
    const { eventId, orderId, order, buyer } = await paidOrder("refund-amount", 2);
    const seats = await seatsLeft(eventId);

    const done = await asStaff<Done>("mutation", "refunds.refundOrder", { orderId, amountMinor: 1_000, currency: order.currency, reason: "Goodwill" });
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ amountMinor: 1_000, orderStatus: "paid" });
    expect(await seatsLeft(eventId)).toBe(seats);
    expect(await adminOrder(orderId)).toMatchObject({ displayState: "partially_refunded", refundedMinor: 1_000 });
    expect(await buyerSees(buyer.headers, orderId)).toBe("partially_refunded");
    const csv = parseCsv(await (await fetch(`${server.url}/api/admin/events/${eventId}/attendees.csv`, { headers: { authorization: staff.authorization } })).text());
    const statusColumn = csv[0]?.indexOf("Order status") ?? -1;
    expect(csv.slice(1).map((row) => row[statusColumn])).toEqual(["Partially refunded", "Partially refunded"]);

    const over = await asStaff("mutation", "refunds.refundOrder", { orderId, amountMinor: order.totalMinor, reason: "Too much" });
    expect(over.status).toBe(422);
    expect(over.message).toBe(REFUND_MESSAGES.amountTooHigh);
    const otherCurrency = await asStaff("mutation", "refunds.refundOrder", { orderId, amountMinor: 100, currency: order.currency === "EUR" ? "USD" : "EUR", reason: "Wrong" });
    expect(otherCurrency.status).toBe(409);
    expect(otherCurrency.message).toBe(REFUND_MESSAGES.currencyMismatch);

    const rest = await asStaff<Done>("mutation", "refunds.refundOrder", { orderId, reason: "Cancelled" });
    expect(rest.data).toMatchObject({ amountMinor: order.totalMinor - 1_000, orderStatus: "refunded" });
    expect(await adminOrder(orderId)).toMatchObject({ displayState: "refunded", refundedMinor: order.totalMinor });
    expect(await buyerSees(buyer.headers, orderId)).toBe("refunded");
  });

  it("gives back a ticket's price less the fee kept, which the credit note shows; a fee above the price is refused", async () => {
    const { eventId, orderId, order, buyer } = await paidOrder("refund-fee", 2);
    const [first] = order.tickets;
    if (!first) throw new Error("a ticket expected");
    const share = Math.ceil(order.totalMinor / 2);
    const seats = await seatsLeft(eventId);

    const tooHigh = await asStaff("mutation", "refunds.refundOrder", { orderId, ticketIds: [first.id], feeMinor: share + 1, reason: "Fee" });
    expect(tooHigh.status).toBe(422);
    expect(tooHigh.message).toBe(REFUND_MESSAGES.feeTooHigh);

    const done = await asStaff<Done>("mutation", "refunds.refundOrder", { orderId, ticketIds: [first.id], feeMinor: 500, reason: "Cannot come" });
    expect(done.status).toBe(200);
    expect(done.data.amountMinor).toBe(share - 500);
    expect(await seatsLeft(eventId)).toBe(seats + 1);
    expect(await adminOrder(orderId)).toMatchObject({ displayState: "partially_refunded", refundedMinor: share - 500 });

    const refunds = await asStaff<{ refunds: Array<{ amountMinor: number; feeMinor: number; creditNoteNumber: string }> }>("query", "refunds.ofOrder", { orderId });
    expect(refunds.data.refunds).toMatchObject([{ amountMinor: share - 500, feeMinor: 500, creditNoteNumber: done.data.creditNoteNumber }]);
    const pdf = await fetch(`${server.url}/files/orders/${orderId}/credit-notes/${done.data.creditNoteNumber ?? ""}.pdf`, { headers: buyer.headers });
    expect(pdf.status).toBe(200);
    const text = (await pdfPages(new Uint8Array(await pdf.arrayBuffer()))).join("\n");
    // The camp costs whole euros, which the note prints without cents.
    expect(text).toContain(`Credited (EUR) – ${(share - 500) / 100} €`);
    expect(text).toContain("Cancellation fee kept: 5 €");
    expect(text).toContain(`${first.firstName} ${first.lastName}`);
  });

  it("refunds a checked-in ticket only when staff confirm it", async () => {
    const { eventId, orderId, order } = await paidOrder("refund-checked-in", 1);
    const [ticket] = order.tickets;
    if (!ticket) throw new Error("a ticket expected");
    const scan = await asStaff<{ result: string }>("mutation", "kiosk.checkIn", { clientScanId: crypto.randomUUID(), deviceId: "desk-test", list: { eventId }, secret: ticket.secret });
    expect(scan.data.result).toBe("accepted");

    const refused = await asStaff("mutation", "refunds.refundOrder", { orderId, ticketIds: [ticket.id], reason: "Left early" });
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(REFUND_MESSAGES.checkedInUnconfirmed);
    expect(await adminOrder(orderId)).toMatchObject({ displayState: "paid", refundedMinor: 0 });

    const done = await asStaff<Done>("mutation", "refunds.refundOrder", { orderId, ticketIds: [ticket.id], checkedInConfirmed: true, reason: "Left early" });
    expect(done.data).toMatchObject({ amountMinor: order.totalMinor, orderStatus: "refunded" });
  });
});
