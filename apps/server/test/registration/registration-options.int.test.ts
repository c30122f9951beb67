import type { TRegistrationOptions } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendee } from "@vyc/testkit/attendees";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { insertEvent } from "@vyc/testkit/db-lookups";
import { eventRow } from "@vyc/testkit/event-input";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";
import { createUser, sessionFor, type SignedIn } from "@vyc/testkit/users";

const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let staff: SignedIn;
let buyer: Buyer;
let eventId: number;
let earlyBirdId: number;
let earlyBirdEnds: string;

const asStaff = <T>(path: string, input: unknown) => callTrpc<T>(server.url, path, input, { cookie: staff.cookie });
const optionsOf = (id: number) => callTrpc<TRegistrationOptions>(server.url, "events.registrationOptions", { id }, {}, "GET");
const at = (offsetDays: number) => new Date(server.services.clock.now().getTime() + offsetDays * DAY).toISOString();

beforeAll(async () => {
  server = await startTestServer();
  staff = await sessionFor(server, await createUser(server, { role: "staff" }));
  buyer = await createBuyer(server.services.db, server.services.clock.now());
  const start = new Date(server.services.clock.now().getTime() + 40 * DAY);
  eventId = await insertEvent(server.services.db, eventRow("options-camp", start, { isPublic: false, isPublished: true, priceMinor: 20000, currency: "EUR", capacity: 40 }));
  earlyBirdEnds = at(10);
  const early = await asStaff<{ id: number }>("ticketTypes.create", { eventId, ticketType: { name: "Early bird", nameVi: "Đăng ký sớm", price: 150, quota: 1, saleEndsAt: earlyBirdEnds } });
  earlyBirdId = early.data?.id ?? 0;
  await asStaff("ticketTypes.create", { eventId, ticketType: { name: "Late", price: 250, saleStartsAt: at(5) } });
  await asStaff("ticketTypes.create", { eventId, ticketType: { name: "Gone", price: 100, saleStartsAt: at(-10), saleEndsAt: at(-1) } });
  await asStaff("questions.create", { eventId, question: { kind: "yesNo", label: "Bring a tent?", labelVi: "Mang lều?", required: true, ticketTypeIds: [earlyBirdId] } });
});
afterAll(() => server.close());

describe("what the registration form offers", () => {
  it("lists the types on sale now, the default first, with their prices, quotas left and sale ends, and the event's questions", async () => {
    const reply = await optionsOf(eventId);
    expect(reply.status).toBe(200);
    expect(reply.data?.ticketTypes.map((t) => [t.name, t.nameVi, t.priceMinor, t.left])).toEqual([
      ["Ticket", "Vé", 20000, null],
      ["Early bird", "Đăng ký sớm", 15000, 1],
    ]);
    expect(reply.data?.ticketTypes[1]?.saleEndsAt).toBe(earlyBirdEnds);
    expect(reply.data?.questions).toEqual([expect.objectContaining({ kind: "yesNo", label: "Bring a tent?", labelVi: "Mang lều?", required: true, ticketTypeIds: [earlyBirdId] })]);
  });

  it("holds a type's tickets only with its required answers, prices the order by type, and then shows the type's quota used up", async () => {
    const hold = await callTrpc(
      server.url,
      "checkout.start",
      { eventId, numTickets: 2, attendees: { 1: attendee(1), 2: attendee(2, { ticketTypeId: earlyBirdId, answers: {} }) }, logisticCase: "selfTravel" },
      buyer.headers,
    );
    expect(hold.status).toBe(422);
    expect(hold.error?.message).toBe('Please answer "Bring a tent?".');

    const held = await callTrpc<{ quote: { totalMinor: number; items?: Array<{ name: string; quantity: number; unitPriceMinor: number }> } }>(
      server.url,
      "checkout.start",
      { eventId, numTickets: 2, attendees: { 1: attendee(1), 2: attendee(2, { ticketTypeId: earlyBirdId, answers: { [String((await optionsOf(eventId)).data?.questions[0]?.id)]: "yes" } }) }, logisticCase: "selfTravel" },
      buyer.headers,
    );
    expect(held.status).toBe(200);
    expect(held.data?.quote.totalMinor).toBe(35000);
    expect(held.data?.quote.items?.map((item) => [item.name, item.quantity, item.unitPriceMinor])).toEqual([
      ["Ticket", 1, 20000],
      ["Early bird", 1, 15000],
    ]);
    expect((await optionsOf(eventId)).data?.ticketTypes.map((t) => t.left)).toEqual([null, 0]);
  });

  it("answers 404 for an event that is not on the site", async () => {
    const draft = await insertEvent(server.services.db, eventRow("options-draft", new Date(server.services.clock.now().getTime() + 40 * DAY), { isPublished: false }));
    expect((await optionsOf(draft)).status).toBe(404);
    expect((await optionsOf(999_999)).status).toBe(404);
  });
});
