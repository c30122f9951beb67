import { CHECKOUT_MESSAGES } from "@vyc/validators";
import { insertTicketType, listTicketTypes, type TicketTypeFields } from "@vyc/db/stores/ticket-types";
import { manualClock } from "@vyc/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendee } from "@vyc/testkit/attendees";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { startPayPalTestServer, type PayPalTestServer } from "@vyc/testkit/paypal-test-server";

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date());
let server: PayPalTestServer;
let campPrice: number;
let volunteer: number;
let lastYears: number;

const typeFields = (name: string, over: Partial<TicketTypeFields>): TicketTypeFields => ({
  name,
  nameVi: name,
  priceMinor: 39000,
  quota: null,
  saleStartsAt: null,
  saleEndsAt: null,
  deskSells: true,
  ...over,
});

beforeAll(async () => {
  server = await startPayPalTestServer({ clock, env: { PAYMENT_TEST_MODE: "true", RATE_LIMIT_SCALE: "100" } });
  const { db } = server.services;
  const [camper] = await listTicketTypes(db, server.campId);
  campPrice = camper?.priceMinor ?? 0;
  volunteer = (await insertTicketType(db, server.campId, typeFields("Volunteer", { quota: 1, saleEndsAt: new Date(clock.now().getTime() + 30 * DAY) }), clock.now())).id;
  lastYears = (await insertTicketType(db, server.campId, typeFields("Last year's", { saleEndsAt: new Date(clock.now().getTime() - DAY) }), clock.now())).id;
});
afterAll(() => server.close());

const buyer = async () => checkoutClient(server.url, await createBuyer(server.services.db, clock.now()));
const typed = (ticketTypeId: number | undefined, n = 1) => ({ attendees: { "1": attendee(n, ticketTypeId === undefined ? {} : { ticketTypeId }) } });
const linesOf = (orderId: number) =>
  server.services.db.query.selectFrom("OrderLine").select(["ticketTypeId", "quantity", "unitPriceMinor"]).where("orderId", "=", orderId).orderBy("unitPriceMinor").execute();
const ticketTypesOf = async (orderId: number) =>
  (await server.services.db.query.selectFrom("Ticket").select("ticketTypeId").where("orderId", "=", orderId).orderBy("number").execute()).map((t) => t.ticketTypeId);

describe("ticket types at checkout", () => {
  it("prices one ticket of each type at the sum of their prices and gives each ticket its type", async () => {
    const checkout = await buyer();
    const participants = { "1": attendee(1, { ticketTypeId: volunteer }), "2": attendee(2) };
    const held = await checkout.start(server.campId, 2, { attendees: participants });
    expect(held.error).toBeUndefined();
    const orderId = held.data?.orderId ?? 0;
    expect(held.data?.quote).toMatchObject({ quantity: 2, subtotalMinor: campPrice + 39000, totalMinor: campPrice + 39000 });
    const payment = await checkout.createPayment(orderId, "test");
    expect((await checkout.capture(orderId, payment.data?.providerOrderId ?? "")).data).toEqual({ outcome: "completed", orderId });
    const [camper] = await listTicketTypes(server.services.db, server.campId);
    expect(await linesOf(orderId)).toEqual([
      { ticketTypeId: volunteer, quantity: 1, unitPriceMinor: 39000 },
      { ticketTypeId: camper?.id, quantity: 1, unitPriceMinor: campPrice },
    ]);
    expect(await ticketTypesOf(orderId)).toEqual([volunteer, camper?.id]);
  });

  it("refuses a type whose quota is taken, saying which", async () => {
    const refused = await (await buyer()).start(server.campId, 1, typed(volunteer, 3));
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe('"Volunteer" tickets are sold out.');
  });

  it("refuses a type whose sale has ended", async () => {
    const refused = await (await buyer()).start(server.campId, 1, typed(lastYears, 4));
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(`"Last year's" tickets are no longer on sale.`);
  });

  it("refuses a type of another event", async () => {
    const refused = await (await buyer()).start(server.campId, 1, typed(999_999, 5));
    expect(refused.status).toBe(422);
    expect(refused.error?.message).toBe(CHECKOUT_MESSAGES.ticketTypeUnknown);
  });

  it("sells the default type to attendees without a type, at the event's price", async () => {
    const checkout = await buyer();
    const held = await checkout.start(server.campId, 1, typed(undefined, 6));
    expect(held.data?.quote).toMatchObject({ quantity: 1, unitPriceMinor: campPrice, totalMinor: campPrice });
    const [camper] = await listTicketTypes(server.services.db, server.campId);
    expect(await linesOf(held.data?.orderId ?? 0)).toEqual([{ ticketTypeId: camper?.id, quantity: 1, unitPriceMinor: campPrice }]);
  });
});

describe("the REST event's price", () => {
  it("lists every type's price, the default type's first", async () => {
    const [camper, ...others] = await listTicketTypes(server.services.db, server.campId);
    const expected = [camper, ...others].map((type) => (type?.priceMinor ?? 0) / 100);
    expect(expected[0]).toBe(campPrice / 100);
    expect(expected).toContain(390);
    await expect
      .poll(async () => ((await (await fetch(`${server.url}/api/events/${server.campId}/getData`)).json()) as { event: { price: number[] } }).event.price)
      .toEqual(expected);
  });
});
