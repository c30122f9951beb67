import { insertDefaultTicketType, insertTicketType, type TicketTypeFields } from "@vyc/db/stores/ticket-types";
import type { TDeskEvent, TDeskOrder, TDeskQuote } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskAttendee } from "@vyc/testkit/attendees";
import { insertEvent, orderWithTickets } from "@vyc/testkit/db-lookups";
import { callTrpc, signedInStaff, type DeskStaff } from "@vyc/testkit/kiosk-client";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

const DAY = 24 * 60 * 60 * 1000;
let server: TestServer;
let staff: DeskStaff;
let eventId: number;
let camper: number;
let volunteer: number;
let onlineOnly: number;
let lastYears: number;
let saleCounter = 0;

const typeFields = (name: string, over: Partial<TicketTypeFields>): TicketTypeFields => ({
  name,
  nameVi: `${name} (vi)`,
  priceMinor: 5000,
  quota: null,
  saleStartsAt: null,
  saleEndsAt: null,
  deskSells: true,
  ...over,
});

beforeAll(async () => {
  server = await startTestServer();
  staff = await signedInStaff(server);
  const { db } = server.services;
  const now = new Date();
  eventId = await insertEvent(db, {
    slug: "desk-types-camp",
    name: "Desk Types Camp",
    eventCategory: "Summer Camp",
    description: "A test camp.",
    place: "Lake house",
    location: "Berlin",
    dateStart: new Date(now.getTime() - DAY),
    dateEnd: new Date(now.getTime() + 2 * DAY),
    year: now.getUTCFullYear(),
    priceMinor: 20000,
    capacity: 100,
    registrationDeadline: new Date(now.getTime() - 10 * DAY),
  });
  camper = (await insertDefaultTicketType(db, eventId, 20000, now, { en: "Camper", vi: "Trại sinh" })).id;
  volunteer = (await insertTicketType(db, eventId, typeFields("Volunteer", {}), now)).id;
  onlineOnly = (await insertTicketType(db, eventId, typeFields("Online only", { deskSells: false }), now)).id;
  lastYears = (await insertTicketType(db, eventId, typeFields("Last year's", { saleEndsAt: new Date(now.getTime() - DAY) }), now)).id;
});
afterAll(() => server.close());

const quote = (ticketTypeIds: number[]) =>
  callTrpc<TDeskQuote>(server, "query", "kiosk.quoteSale", { eventId, numTickets: ticketTypeIds.length, ticketTypeIds }, staff.authorization);
const sell = (ticketTypeIds: number[], expectedTotalMinor: number) =>
  callTrpc<{ orderId: number }>(
    server,
    "mutation",
    "kiosk.sell",
    {
      eventId,
      attendees: ticketTypeIds.map((ticketTypeId, i) => deskAttendee(i + 1, { ticketTypeId })),
      waiverLiability: true,
      paymentMethod: "cash",
      expectedTotalMinor,
      deviceId: "desk-types",
      clientSaleId: `types-sale-${++saleCounter}-${Math.random().toString(36).slice(2, 10)}`,
    },
    staff.authorization,
  );
const orderCount = async () => Number((await server.services.db.query.selectFrom("Order").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

describe("ticket types at the desk", () => {
  it("lists the types the desk may sell now, the default first", async () => {
    const events = await callTrpc<TDeskEvent[]>(server, "query", "kiosk.events", undefined, staff.authorization);
    expect(events.data.find((e) => e.id === eventId)?.ticketTypes).toEqual([
      { id: camper, name: "Camper", nameVi: "Trại sinh", priceMinor: 20000, soldOut: false },
      { id: volunteer, name: "Volunteer", nameVi: "Volunteer (vi)", priceMinor: 5000, soldOut: false },
    ]);
  });

  it("sells two attendees of two types at the sum of their prices, each ticket with its type", async () => {
    const priced = await quote([volunteer, camper]);
    expect(priced.status).toBe(200);
    expect(priced.data).toMatchObject({ quantity: 2, subtotalMinor: 25000, roundingMinor: 0, totalMinor: 25000, currency: "EUR" });
    expect(priced.data.items).toEqual([
      { ticketTypeId: camper, name: "Camper", nameVi: "Trại sinh", quantity: 1, unitPriceMinor: 20000 },
      { ticketTypeId: volunteer, name: "Volunteer", nameVi: "Volunteer (vi)", quantity: 1, unitPriceMinor: 5000 },
    ]);

    const sale = await sell([volunteer, camper], 25000);
    expect(sale.status).toBe(200);
    const order = await orderWithTickets(server.services.db, sale.data.orderId);
    expect(order).toMatchObject({ status: "paid", provider: "desk", quantity: 2, subtotalMinor: 25000, totalMinor: 25000 });
    expect(order.tickets.map((t) => [t.firstName, t.ticketTypeId])).toEqual([
      ["First1", volunteer],
      ["First2", camper],
    ]);
    const lines = await server.services.db.query.selectFrom("OrderLine").select(["ticketTypeId", "quantity", "unitPriceMinor"]).where("orderId", "=", order.id).orderBy("unitPriceMinor").execute();
    expect(lines).toEqual([
      { ticketTypeId: volunteer, quantity: 1, unitPriceMinor: 5000 },
      { ticketTypeId: camper, quantity: 1, unitPriceMinor: 20000 },
    ]);
    const deskOrder = await callTrpc<TDeskOrder>(server, "query", "kiosk.order", { orderId: order.id }, staff.authorization);
    expect(deskOrder.data.tickets.map((t) => t.ticketType?.name)).toEqual(["Volunteer", "Camper"]);
  });

  it("refuses a type the desk does not sell, in the quote and the sale, with the server's message", async () => {
    const priced = await quote([onlineOnly]);
    expect(priced.status).toBe(409);
    expect(priced.message).toBe('"Online only" tickets are not sold at the desk.');
    const before = await orderCount();
    const sale = await sell([camper, onlineOnly], 25000);
    expect(sale.status).toBe(409);
    expect(sale.message).toBe('"Online only" tickets are not sold at the desk.');
    expect(await orderCount()).toBe(before);
  });

  it("refuses a type whose sale has ended", async () => {
    const sale = await sell([lastYears], 5000);
    expect(sale.status).toBe(409);
    expect(sale.message).toBe(`"Last year's" tickets are no longer on sale.`);
  });
});
