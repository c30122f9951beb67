import { listTicketTypes } from "@vyc/db/stores/ticket-types";
import { manualClock } from "@vyc/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendee } from "@vyc/testkit/attendees";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { callTrpc, signedInStaff, type DeskStaff } from "@vyc/testkit/kiosk-client";
import { startPayPalTestServer, type PayPalTestServer } from "@vyc/testkit/paypal-test-server";
import { pdfPages } from "@vyc/testkit/pdf-text";

const clock = manualClock(new Date());
let server: PayPalTestServer;
let staff: DeskStaff;
let buyer: Buyer;
let orderId: number;
let camper: { id: number; priceMinor: number };
let earlyBird: { id: number; priceMinor: number };

/** A paid order of the camp: ticket 1 an early bird, ticket 2 a camper. */
beforeAll(async () => {
  server = await startPayPalTestServer({ clock, env: { RATE_LIMIT_SCALE: "100" } });
  staff = await signedInStaff(server);
  const types = await listTicketTypes(server.services.db, server.campId);
  const find = (name: string) => {
    const type = types.find((t) => t.name === name);
    if (!type) throw new Error(`The seeded camp has no "${name}" type.`);
    return type;
  };
  camper = find("Camper");
  earlyBird = find("Early bird");
  buyer = await createBuyer(server.services.db, clock.now());
  const checkout = checkoutClient(server.url, buyer);
  const participants = { "1": attendee(1, { ticketTypeId: earlyBird.id }), "2": attendee(2, { ticketTypeId: camper.id }) };
  orderId = (await checkout.start(server.campId, 2, { attendees: participants })).data?.orderId ?? 0;
  const payment = await checkout.createPayment(orderId, "paypal");
  expect((await checkout.capture(orderId, payment.data?.providerOrderId ?? "")).data?.outcome).toBe("completed");
});
afterAll(() => server.close());

const invoiceText = async () => {
  const res = await fetch(`${server.url}/files/orders/${orderId}/invoice.pdf`, { headers: buyer.headers });
  expect(res.status).toBe(200);
  return (await pdfPages(new Uint8Array(await res.arrayBuffer()))).join("\n");
};
const euros = (minor: number) => `${minor / 100} €`;

describe("an order of two ticket types", () => {
  it("is invoiced with one line per type: its name, its attendee, quantity × the type's price", async () => {
    const text = await invoiceText();
    expect(text).toMatch(new RegExp(`Early bird\\s*Ticket 1: First1 Last1\\s*1\\s*${euros(earlyBird.priceMinor)}\\s*${euros(earlyBird.priceMinor)}`));
    expect(text).toMatch(new RegExp(`Camper\\s*Ticket 2: First2 Last2\\s*1\\s*${euros(camper.priceMinor)}\\s*${euros(camper.priceMinor)}`));
    expect(text).toMatch(new RegExp(`Total \\(EUR\\)\\s*${euros(camper.priceMinor + earlyBird.priceMinor)}`));
  });

  it("shows the buyer what each ticket cost, by its type", async () => {
    const res = await fetch(`${server.url}/trpc/account.tickets?batch=1&input=${encodeURIComponent("{}")}`, { headers: buyer.headers });
    const [answer] = (await res.json()) as Array<{ result: { data: { orders: Record<string, { order_id: number }>; tickets: Record<string, Array<{ number: number; paid_minor: number }>> } } }>;
    const data = answer?.result.data;
    const index = Object.entries(data?.orders ?? {}).find(([, o]) => o.order_id === orderId)?.[0] ?? "";
    expect(data?.tickets[index]?.map((t) => [t.number, t.paid_minor])).toEqual([
      [1, earlyBird.priceMinor],
      [2, camper.priceMinor],
    ]);
  });

  it("gives back the refunded ticket's own price", async () => {
    const tickets = await server.services.db.query.selectFrom("Ticket").select(["id", "number"]).where("orderId", "=", orderId).orderBy("number").execute();
    const done = await callTrpc<{ amountMinor: number }>(server, "mutation", "refunds.refundOrder", { orderId, ticketIds: [tickets[0]?.id], currency: "EUR", reason: "Cannot come" }, staff.authorization);
    expect(done.status).toBe(200);
    expect(done.data.amountMinor).toBe(earlyBird.priceMinor);
  });
});
