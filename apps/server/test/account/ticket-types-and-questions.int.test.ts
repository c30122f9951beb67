import { insertDefaultTicketType, insertTicketType } from "@vyc/db/stores/ticket-types";
import type { TUserTicketsOutput } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendee } from "@vyc/testkit/attendees";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { insertEvent } from "@vyc/testkit/db-lookups";
import { eventRow } from "@vyc/testkit/event-input";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";
import { createUser, sessionFor } from "@vyc/testkit/users";

const DAY = 24 * 60 * 60 * 1000;

let server: TestServer;
let buyer: Buyer;
let typedEventId: number;
let plainEventId: number;
let volunteerTypeId: number;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.services;
  const now = server.services.clock.now();
  buyer = await createBuyer(db, now);
  const staff = await sessionFor(server, await createUser(server, { role: "staff" }));
  typedEventId = await insertEvent(db, eventRow("typed-camp", new Date(now.getTime() + 30 * DAY)));
  plainEventId = await insertEvent(db, eventRow("plain-training", new Date(now.getTime() + 40 * DAY)));
  await insertDefaultTicketType(db, typedEventId, 0, now);
  await insertDefaultTicketType(db, plainEventId, 0, now);
  const volunteer = { name: "Volunteer", nameVi: "Tình nguyện viên", priceMinor: 0, quota: null, saleStartsAt: null, saleEndsAt: null, deskSells: true };
  volunteerTypeId = (await insertTicketType(db, typedEventId, volunteer, now)).id;
  const asked = await callTrpc(
    server.url,
    "questions.create",
    { eventId: typedEventId, question: { kind: "yesNo", label: "Can you help in the kitchen?", ticketTypeIds: [volunteerTypeId] } },
    { cookie: staff.cookie },
  );
  expect(asked.status).toBe(200);
  for (const [eventId, participants] of [
    [typedEventId, { "1": attendee(1), "2": attendee(2, { ticketTypeId: volunteerTypeId }) }],
    [plainEventId, { "1": attendee(3) }],
  ] as const) {
    const res = await fetch(`${server.url}/api/register/public`, {
      method: "POST",
      headers: { "content-type": "application/json", ...buyer.headers },
      body: JSON.stringify({ eventId, numTickets: Object.keys(participants).length, participants }),
    });
    expect(res.status, await res.text()).toBeLessThan(300);
  }
});
afterAll(() => server.close());

describe("the tickets page's ticket types and questions", () => {
  it("names each ticket's type in both languages when its event has several, and says which tickets are asked questions", async () => {
    const res = await fetch(`${server.url}/trpc/account.tickets`, { headers: buyer.headers });
    expect(res.status).toBe(200);
    const account = (await res.json()) as { result: { data: TUserTicketsOutput } };
    const tickets = Object.values(account.result.data.tickets).flat();
    const seen = tickets.map((t) => ({ eventId: t.eventId, number: t.number, ticket_type: t.ticket_type, asks_questions: t.asks_questions }));
    expect(seen.sort((a, b) => a.eventId - b.eventId || a.number - b.number)).toEqual([
      { eventId: typedEventId, number: 1, ticket_type: { name: "Ticket", nameVi: "Vé" }, asks_questions: false },
      { eventId: typedEventId, number: 2, ticket_type: { name: "Volunteer", nameVi: "Tình nguyện viên" }, asks_questions: true },
      { eventId: plainEventId, number: 1, ticket_type: null, asks_questions: false },
    ]);
  });

  it("keeps the specification's shape of GET /api/user/tickets", async () => {
    const res = await fetch(`${server.url}/api/user/tickets`, { headers: buyer.headers });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { tickets: Record<string, Array<Record<string, unknown>>> };
    const keys = new Set(Object.values(body.tickets).flat().flatMap((t) => Object.keys(t)));
    expect(keys.has("ticket_type")).toBe(false);
    expect(keys.has("asks_questions")).toBe(false);
    expect(JSON.stringify(body)).not.toContain("Volunteer");
  });
});
