import { manualClock } from "@vyc/domain/shared";
import { CURRENCIES, CURRENCY_MESSAGE } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { eventInput } from "@vyc/testkit/event-input";
import { callTrpc, signedInStaff, type DeskStaff } from "@vyc/testkit/kiosk-client";
import { startPayPalTestServer, type PayPalTestServer } from "@vyc/testkit/paypal-test-server";

const clock = manualClock(new Date());
let server: PayPalTestServer;
let admin: DeskStaff;
beforeAll(async () => {
  server = await startPayPalTestServer({ clock });
  admin = await signedInStaff(server, "admin");
});
afterAll(() => server.close());

const nextYear = clock.now().getUTCFullYear() + 1;
const createEvent = (over: Record<string, unknown>) => callTrpc<{ id: number }>(server, "mutation", "admin.createEvent", eventInput(nextYear, over), admin.authorization);
const restEvent = async (id: number) => ((await (await fetch(`${server.url}/api/events/${id}/getData`)).json()) as { event: { price: number[]; currency: string } }).event;

describe("the currencies of the network", () => {
  it("are taken by the back office and carried by their code in the REST event data, prices exact", async () => {
    for (const currency of CURRENCIES) {
      const created = await createEvent({ name: `Camp in ${currency}`, currency, price: 19.9 });
      expect(created.status, currency).toBe(200);
      expect(await restEvent(created.data.id)).toMatchObject({ currency, price: [19.9] });
    }
  });

  it("refuses any other currency naming the list, and prices with more digits than the currency has", async () => {
    const yen = await createEvent({ currency: "JPY" });
    expect(yen.status).toBe(400);
    expect(yen.message).toBe(CURRENCY_MESSAGE);
    const cents = await createEvent({ currency: "GBP", price: 19.999 });
    expect(cents.status).toBe(400);
    expect(cents.message).toBe("Price has at most two decimals.");
  });

  it("sells a GBP event through PayPal in pounds, with PayPal's amount strings exact and the rounding as handling", async () => {
    const created = await createEvent({ name: "London Weekend", currency: "GBP", price: 25 });
    const buyer = await createBuyer(server.services.db, clock.now());
    const checkout = checkoutClient(server.url, buyer);
    const started = await checkout.start(created.data.id, 1);
    expect(started.data?.quote).toMatchObject({ currency: "GBP", subtotalMinor: 2500, roundingMinor: 500, totalMinor: 3000 });
    const orderId = started.data?.orderId ?? 0;
    const payment = await checkout.createPayment(orderId, "paypal");
    const sent = server.paypal.orders.get(payment.data?.providerOrderId ?? "")?.request as { purchase_units: Array<{ amount: unknown; items: Array<{ unit_amount: unknown }> }> };
    expect(sent.purchase_units[0]?.amount).toEqual({
      currency_code: "GBP",
      value: "30.00",
      breakdown: { item_total: { currency_code: "GBP", value: "25.00" }, handling: { currency_code: "GBP", value: "5.00" } },
    });
    expect(sent.purchase_units[0]?.items[0]?.unit_amount).toEqual({ currency_code: "GBP", value: "25.00" });
    expect((await checkout.capture(orderId, payment.data?.providerOrderId ?? "")).data?.outcome).toBe("completed");

    const tickets = (await (await fetch(`${server.url}/api/user/tickets`, { headers: buyer.headers })).json()) as {
      tickets: Record<string, Array<{ price: number; currency: string }>>;
      orders: Record<string, { total: number; currency: string }>;
    };
    expect(tickets.orders["0"]).toMatchObject({ total: 30, currency: "GBP" });
    expect(tickets.tickets[String(orderId)]).toEqual([expect.objectContaining({ price: 30, currency: "GBP" })]);
  });
});
