import type { TUserTicketsOutput } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendee } from "@vyc/testkit/attendees";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { insertEvent } from "@vyc/testkit/db-lookups";
import { eventRow } from "@vyc/testkit/event-input";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";

/**
 * Phone numbers of every country, over HTTP on either engine: stored in E.164, while the original
 * REST client's numbers in the specification's format (123-456-7890) are still taken as they are.
 */
const DAY = 24 * 60 * 60 * 1000;
const INVALID = "Enter a valid phone number with its country code, e.g. +49 151 23456789.";

let server: TestServer;
let buyer: Buyer;
let eventId: number;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await createBuyer(server.services.db, server.services.clock.now());
  const now = server.services.clock.now().getTime();
  eventId = await insertEvent(server.services.db, eventRow("free-youth-camp", new Date(now + 20 * DAY), { dateEnd: new Date(now + 22 * DAY), capacity: 40 }));
});
afterAll(() => server.close());

const register = (participants: Record<string, unknown>) =>
  fetch(`${server.url}/api/register/public`, {
    method: "POST",
    headers: { "content-type": "application/json", ...buyer.headers },
    body: JSON.stringify({ eventId, numTickets: Object.keys(participants).length, participants }),
  });

const phoneOf = async (firstName: string) =>
  (await server.services.db.query.selectFrom("Ticket").select("phone").where("firstName", "=", firstName).executeTakeFirstOrThrow()).phone;

describe("phone numbers of every country", () => {
  it("takes the specification's 123-456-7890 through POST /api/register/public and keeps it as sent", async () => {
    const res = await register({ "1": attendee(1, { firstName: "Spec", phone: "123-456-7890" }) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await phoneOf("Spec")).toBe("123-456-7890");
  });

  it("takes a German number with spaces and stores it in E.164; the account gives it back", async () => {
    const res = await register({ "1": attendee(2, { firstName: "Lena", phone: "+49 151 23456789" }), "2": attendee(3, { firstName: "Tuan", phone: "0047 412 34 567" }) });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await phoneOf("Lena")).toBe("+4915123456789");
    expect(await phoneOf("Tuan")).toBe("+4741234567");
    const tickets = (await (await fetch(`${server.url}/api/user/tickets`, { headers: buyer.headers })).json()) as TUserTicketsOutput;
    expect(Object.values(tickets.tickets).flat().find((t) => t.firstname === "Lena")?.phone).toBe("+4915123456789");
  });

  it("refuses a number without its country code, or of no country, with 400, the field's path and the message", async () => {
    for (const phone of ["0151 23456789", "1234567890", "+49 12"]) {
      const res = await register({ "1": attendee(4, { firstName: "Nope", phone }) });
      expect(res.status, phone).toBe(400);
      const body = (await res.json()) as { message: string; issues: Array<{ path: string[]; message: string }> };
      expect(body.issues.map((i) => [i.path.join("."), i.message])).toEqual([["participants.1.phone", INVALID]]);
    }
    expect(await server.services.db.query.selectFrom("Ticket").select("id").where("firstName", "=", "Nope").execute()).toEqual([]);
  });

  it("takes both through POST /api/mailer/send, the contact form's call", async () => {
    for (const phone of ["123-456-7890", "+84 912 345 678"]) {
      const res = await fetch(`${server.url}/api/mailer/send`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ firstName: "Linh", lastName: "Nguyen", email: "linh@example.test", phone, subject: "Camp", message: "Is there room for two?" }),
      });
      expect(res.status, phone).toBe(200);
    }
    const stored = await server.services.db.query.selectFrom("ContactMessage").select("phone").orderBy("createdAt", "asc").execute();
    expect(stored.map((m) => m.phone)).toEqual(["123-456-7890", "+84912345678"]);
  });

  it("gives the same refusal through tRPC, the web form's call", async () => {
    const answer = await callTrpc(server.url, "registration.public", { eventId, numTickets: 1, attendees: { "1": attendee(5, { phone: "12 34" }) } }, buyer.headers);
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.error)).toContain(INVALID);
  });
});
