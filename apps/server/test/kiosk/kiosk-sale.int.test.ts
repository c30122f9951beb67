import { CHECKOUT_MESSAGES, CHECKOUT_REFUSALS, DESK_SALE_MESSAGES, KIOSK_MESSAGES, PHONE_MESSAGES } from "@vyc/validators";
import type { TDeskEvent, TDeskOrder } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskAttendee } from "@vyc/testkit/attendees";
import { eventIdBySlug, insertEvent, orderWithTickets } from "@vyc/testkit/db-lookups";
import { callTrpc, sellWalkIn, signedInStaff, type DeskStaff } from "@vyc/testkit/kiosk-client";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

let server: TestServer;
let smtp: SmtpCapture;
let staff: DeskStaff;
let campId: number;

const DAY = 24 * 60 * 60 * 1000;
let saleCounter = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
  staff = await signedInStaff(server);
  campId = await eventIdBySlug(server.services.db, "identity-summer-camp-germany");
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const saleInput = (eventId: number, count: number, expectedTotalMinor: number, over: Record<string, unknown> = {}) => ({
  eventId,
  attendees: Array.from({ length: count }, (_, i) => deskAttendee(i + 1)),
  waiverLiability: true,
  paymentMethod: "card",
  expectedTotalMinor,
  deviceId: "desk-1",
  clientSaleId: `sale-${++saleCounter}-${Math.random().toString(36).slice(2, 10)}`,
  ...over,
});
const sell = (input: unknown) => callTrpc<{ orderId: number }>(server, "mutation", "kiosk.sell", input, staff.authorization);
const orderCount = async () => (await server.services.db.query.selectFrom("Order").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;
const ticketsWhere = (column: "orderId" | "eventId", id: number) => server.services.db.query.selectFrom("Ticket").select("id").where(column, "=", id).execute();

function eventWith(slug: string, over: Record<string, unknown>): Promise<number> {
  const now = Date.now();
  return insertEvent(server.services.db, {
    slug,
    name: `Camp ${slug}`,
    eventCategory: "Summer Camp",
    description: "A test camp.",
    place: "Lake house",
    location: "Berlin",
    dateStart: new Date(now - DAY),
    dateEnd: new Date(now + 2 * DAY),
    year: new Date(now).getUTCFullYear(),
    priceMinor: 12345,
    capacity: 100,
    registrationDeadline: new Date(now - 10 * DAY),
    ...over,
  });
}

describe("kiosk.events", () => {
  it("lists the in-person events that are not over, the one under way first", async () => {
    const ongoing = await eventWith("desk-ongoing", {});
    const answer = await callTrpc<TDeskEvent[]>(server, "query", "kiosk.events", undefined, staff.authorization);
    expect(answer.status).toBe(200);
    const names = answer.data.map((e) => e.name);
    expect(names[0]).toBe("Camp desk-ongoing");
    expect(names).toContain("Identity Summer Camp Germany");
    expect(names).not.toContain("Community Engagement Training (Online)");
    expect(names).not.toContain("Summer Camp Norway");
    expect(answer.data.find((e) => e.id === ongoing)).toMatchObject({ unitPriceMinor: 12345, currency: "EUR", seatsLeft: 100 });
    // Each event's dates are shown in its own zone.
    expect(answer.data.find((e) => e.name === "Identity Summer Camp Germany")?.timeZone).toBe("Europe/Berlin");
  });
});

describe("kiosk.quoteSale and kiosk.sell", () => {
  it("sells a walk-in paid at the desk: a paid desk order, one ticket per attendee, the sale in the audit log", async () => {
    const quote = await callTrpc(server, "query", "kiosk.quoteSale", { eventId: campId, numTickets: 2 }, staff.authorization);
    // The camp sells several types: the price names the default one the walk-ins get.
    const camperLine = { ticketTypeId: expect.any(Number), name: "Camper", nameVi: "Trại sinh", quantity: 2, unitPriceMinor: 49000 };
    expect(quote.data).toEqual({ quantity: 2, unitPriceMinor: 49000, subtotalMinor: 98000, discountPercent: 0, discountMinor: 0, roundingMinor: 0, totalMinor: 98000, currency: "EUR", items: [camperLine] });

    const sale = await sell({ ...saleInput(campId, 2, 98000), deskName: "Gate A" });
    expect(sale.status).toBe(200);
    const order = await orderWithTickets(server.services.db, sale.data.orderId);
    expect(order).toMatchObject({ status: "paid", provider: "desk", quantity: 2, totalMinor: 98000, currency: "EUR", userId: null, eventId: campId });
    expect(order.paidAt).not.toBeNull();
    expect(order.tickets.map((t) => [t.number, t.firstName, t.status])).toEqual([
      [1, "First1", "valid"],
      [2, "First2", "valid"],
    ]);
    expect(new Set(order.tickets.map((t) => t.secret)).size).toBe(2);
    const audit = await server.services.db.query.selectFrom("AuditLog").selectAll().where("target", "=", `order:${order.id}`).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actorId: staff.id, action: "desk.sale" });
    expect(JSON.parse(audit.detail)).toEqual({ paymentMethod: "card", deviceId: "desk-1", deskName: "Gate A", totalMinor: 98000, currency: "EUR" });
  });

  it("confirming the same sale again (a lost answer, a double click) sells once", async () => {
    const input = saleInput(campId, 1, 49000);
    const before = await orderCount();
    const [a, b] = await Promise.all([sell(input), sell(input)]);
    const c = await sell(input);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.data.orderId, b.data.orderId, c.data.orderId]).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    expect(await ticketsWhere("orderId", a.data.orderId)).toHaveLength(1);
  });

  it("sells on site after the online registration deadline", async () => {
    const ongoing = await eventWith("desk-after-deadline", {});
    expect((await sell(saleInput(ongoing, 1, 12000))).status).toBe(200);
  });

  it("refuses a total that differs from the server's price, writing nothing", async () => {
    const before = await orderCount();
    const answer = await sell(saleInput(campId, 1, 100));
    expect(answer.status).toBe(409);
    expect(answer.message).toBe(KIOSK_MESSAGES.priceChanged);
    expect(await orderCount()).toBe(before);
  });

  it("never sells more seats than the capacity", async () => {
    const small = await eventWith("desk-small", { capacity: 3, priceMinor: 1000 });
    expect((await sell(saleInput(small, 2, 2000))).status).toBe(200);
    const over = await sell(saleInput(small, 2, 2000));
    expect(over.status).toBe(409);
    expect(over.message).toBe(CHECKOUT_REFUSALS.seatsLeft(1).message);
    const last = await sell(saleInput(small, 1, 1000));
    expect(last.status).toBe(200);
    expect(await ticketsWhere("eventId", small)).toHaveLength(3);
  });

  it("sells a walk-in given only a name and an age, keeping what the desk does not ask empty", async () => {
    const sale = await sell(saleInput(campId, 1, 49000, { attendees: [{ firstName: "Lan", lastName: "Ho", age: 34 }] }));
    expect(sale.status).toBe(200);
    const [ticket] = (await orderWithTickets(server.services.db, sale.data.orderId)).tickets;
    expect(ticket).toMatchObject({ firstName: "Lan", lastName: "Ho", age: 34, gender: "", email: "", phone: "", country: "", expectation: "", healthcare: null, guardianName: null, guardianPhone: null });
    const order = await callTrpc<TDeskOrder>(server, "query", "kiosk.order", { orderId: sale.data.orderId }, staff.authorization);
    expect(order.data.tickets[0]).toMatchObject({ firstName: "Lan", lastName: "Ho", email: "" });
  });

  it("needs the guardian's name and an international phone for a minor, and the parent/guardian waiver", async () => {
    const before = await orderCount();
    const noPhone = await sell(saleInput(campId, 1, 49000, { attendees: [deskAttendee(1, { age: 15, guardianName: "Hoa Ho" })], waiverGuardian: true }));
    expect(noPhone.status).toBe(400);
    expect(noPhone.message).toBe(PHONE_MESSAGES.guardianPhoneRequired);
    const badPhone = await sell(saleInput(campId, 1, 49000, { attendees: [deskAttendee(1, { age: 15, guardianName: "Hoa Ho", guardianPhone: "12-34" })], waiverGuardian: true }));
    expect(badPhone.status).toBe(400);
    expect(badPhone.message).toBe(PHONE_MESSAGES.invalid);
    const noWaiver = await sell(saleInput(campId, 1, 49000, { attendees: [deskAttendee(1, { age: 15, guardianName: "Hoa Ho", guardianPhone: "+84 912 345 678" })] }));
    expect(noWaiver.status).toBe(400);
    expect(noWaiver.message).toBe(DESK_SALE_MESSAGES.guardianWaiverRequired);
    const badEmail = await sell(saleInput(campId, 1, 49000, { attendees: [deskAttendee(1, { email: "not-an-address" })] }));
    expect(badEmail.message).toBe("Enter a valid email address.");
    expect((await sell(saleInput(campId, 1, 49000, { waiverLiability: false }))).status).toBe(400);
    expect((await sell(saleInput(campId, 9, 49000 * 9))).status).toBe(400);
    expect(await orderCount()).toBe(before);
  });

  it("keeps a minor's guardian phone sealed; consent stays pending unless the guardian signed the form at the desk", async () => {
    const minor = (n: number, signedHere: boolean) => deskAttendee(n, { age: 14, guardianName: `Guardian ${n}`, guardianPhone: "+49 151 23456789", guardianSignedHere: signedHere });
    const sale = await sell(saleInput(campId, 2, 98000, { attendees: [minor(1, true), minor(2, false)], waiverGuardian: true }));
    expect(sale.status).toBe(200);
    const { tickets } = await orderWithTickets(server.services.db, sale.data.orderId);
    for (const ticket of tickets) {
      expect(ticket.guardianPhone).toMatch(/^enc:v1:/);
      expect(ticket.guardianName).toMatch(/^enc:v1:/);
    }
    const consents = await server.services.db.query.selectFrom("GuardianConsent").selectAll().where("ticketId", "in", tickets.map((t) => t.id)).execute();
    const consentOf = (n: number) => consents.find((c) => c.ticketId === tickets.find((t) => t.number === n)?.id);
    expect(consentOf(1)).toMatchObject({ status: "given", method: "paper", recordedById: staff.id });
    expect(consentOf(2)).toMatchObject({ status: "pending" });
    const audit = await server.services.db.query.selectFrom("AuditLog").selectAll().where("action", "=", "consent.paper").where("target", "=", `ticket:${tickets[0]?.id}`).execute();
    expect(audit.map((a) => a.actorId)).toEqual([staff.id]);

    const admin = await signedInStaff(server, "admin");
    const notes = await callTrpc<{ guardianPhone: string | null }>(server, "mutation", "privacy.healthNotes", { ticketId: tickets[0]?.id }, admin.authorization);
    expect(notes.data).toMatchObject({ guardianName: "Guardian 1", guardianEmail: null, guardianPhone: "+4915123456789" });
  });

  it("quotes the subtotal and the rounding of the total to 10 units, and the order shows them", async () => {
    const fifteen = await eventWith("desk-fifteen", { priceMinor: 1500 });
    const quote = (numTickets: number) => callTrpc(server, "query", "kiosk.quoteSale", { eventId: fifteen, numTickets }, staff.authorization);
    expect((await quote(1)).data).toEqual({ quantity: 1, unitPriceMinor: 1500, subtotalMinor: 1500, discountPercent: 0, discountMinor: 0, roundingMinor: 500, totalMinor: 2000, currency: "EUR" });
    expect((await quote(2)).data).toEqual({ quantity: 2, unitPriceMinor: 1500, subtotalMinor: 3000, discountPercent: 0, discountMinor: 0, roundingMinor: 0, totalMinor: 3000, currency: "EUR" });
    const sale = await sell(saleInput(fifteen, 1, 2000));
    const order = await callTrpc<TDeskOrder>(server, "query", "kiosk.order", { orderId: sale.data.orderId }, staff.authorization);
    expect(order.data).toMatchObject({ quantity: 1, unitPriceMinor: 1500, subtotalMinor: 1500, roundingMinor: 500, totalMinor: 2000 });
  });

  it("refuses online events and events that are over or closed", async () => {
    const online = await eventIdBySlug(server.services.db, "online-community-training");
    expect((await sell(saleInput(online, 1, 0))).message).toBe(KIOSK_MESSAGES.onlineEventAtDesk);
    const past = await eventIdBySlug(server.services.db, "summer-camp-norway-past");
    expect((await sell(saleInput(past, 1, 0))).message).toBe(KIOSK_MESSAGES.eventOver);
    const closed = await eventIdBySlug(server.services.db, "skill-building-weekend-copenhagen");
    expect((await sell(saleInput(closed, 1, 12000))).message).toBe(CHECKOUT_MESSAGES.registrationClosed);
  });
});

describe("kiosk.order and kiosk.emailTickets", () => {
  it("shows the order's tickets with their QR codes and e-mails them to the attendees", async () => {
    const { orderId, tickets } = await sellWalkIn(server, staff, campId, 2);
    const order = await callTrpc<TDeskOrder>(server, "query", "kiosk.order", { orderId }, staff.authorization);
    expect(order.data.tickets.map((t) => [t.number, t.secret])).toEqual(tickets.map((t) => [t.number, t.secret]));
    expect(order.data.tickets[0]?.qrDataUrl).toMatch(/^data:image\/png;base64,/);

    const mail = await callTrpc<{ sentTo: string[] }>(server, "mutation", "kiosk.emailTickets", { orderId }, staff.authorization);
    expect(mail.data.sentTo).toEqual(["attendee1@example.test", "attendee2@example.test"]);
    const received = await smtp.waitFor("attendee2@example.test", `(order #${orderId})`);
    expect(received.subject).toBe(`Your tickets for Identity Summer Camp Germany (order #${orderId})`);
    expect(received.text).toContain(`code ${tickets[1]?.secret}`);
    expect(received.html).toContain("cid:ticket-2@vyc");
    expect(received.attachments.filter((a) => a.mimeType !== "image/png").map((a) => a.filename)).toEqual([`ticket-${orderId}-2.pdf`, `event-${campId}.ics`]);
    const invoices = await server.services.db.query.selectFrom("Invoice").selectAll().where("orderId", "=", orderId).execute();
    expect(invoices.map((i) => i.kind)).toEqual(["invoice"]);
  });

  it("e-mails attendees who have no account in the desk's language", async () => {
    const { orderId, tickets } = await sellWalkIn(server, staff, campId, 1);
    await callTrpc(server, "mutation", "kiosk.emailTickets", { orderId, locale: "vi" }, staff.authorization);
    const received = await smtp.waitFor("attendee1@example.test", `(đơn hàng #${orderId})`);
    expect(received.subject).toMatch(/^Vé của bạn cho /);
    expect(received.text).toContain("Bạn hãy đưa mã QR của từng vé tại quầy đón tiếp.");
    expect(received.text).toContain(tickets[0]?.secret);
  });

  it("refuses a language the site does not speak", async () => {
    const { orderId } = await sellWalkIn(server, staff, campId, 1);
    expect((await callTrpc(server, "mutation", "kiosk.emailTickets", { orderId, locale: "fr" }, staff.authorization)).status).toBe(400);
  });

  it("answers 404 for an unknown order", async () => {
    expect((await callTrpc(server, "query", "kiosk.order", { orderId: 999999 }, staff.authorization)).status).toBe(404);
  });
});
