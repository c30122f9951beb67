import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { participants } from "@vyc/testkit/attendees";
import { trpcAs } from "@vyc/testkit/admin-fixtures";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { eventInput } from "@vyc/testkit/event-input";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";
import { createUser, sessionFor } from "@vyc/testkit/users";

let smtp: SmtpCapture;
let server: TestServer;
let staff: string;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
  staff = (await sessionFor(server, await createUser(server, { role: "staff" }))).authorization;
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const LINK = "https://meet.example.org/vyc-online-talk-7f3k";
const NEW_LINK = "https://meet.example.org/vyc-online-talk-second-room";
const nextYear = new Date().getUTCFullYear() + 1;
let talkSeq = 0;
const onlineTalk = (over: Record<string, unknown> = {}) =>
  eventInput(nextYear, {
    name: `Online talk ${++talkSeq}`,
    isOnline: true,
    price: 0,
    place: "Online",
    location: "Video call",
    dateStart: `${nextYear}-03-10T18:00`,
    dateEnd: `${nextYear}-03-10T20:00`,
    registrationDeadline: null,
    expiredRefundDate: null,
    ...over,
  });

const admin = <T = unknown>(kind: "query" | "mutation", path: string, input?: unknown) => trpcAs<T>(server.url, kind, `admin.${path}`, input, staff);
const register = (buyer: Buyer, eventId: number) => callTrpc<{ orderId: number }>(server.url, "registration.public", { eventId, numTickets: 1, attendees: participants(1) }, buyer.headers);
const storedLink = async (eventId: number) => (await server.services.db.query.selectFrom("Event").select("joinLink").where("id", "=", eventId).executeTakeFirstOrThrow()).joinLink;
const get = async (path: string) => (await fetch(`${server.url}${path}`)).text();

describe("an online event's join link", () => {
  it("is stored sealed and never part of the public event data (REST, tRPC, the event page)", async () => {
    const created = await admin<{ id: number }>("mutation", "createEvent", onlineTalk({ joinLink: LINK }));
    expect(created.status).toBe(200);
    const id = created.data.id;

    const stored = await storedLink(id);
    expect(stored).toMatch(/^enc:v1:/);
    expect(stored).not.toContain("meet.example.org");
    expect((await admin<{ joinLink: string }>("query", "getEvent", { eventId: id })).data.joinLink).toBe(LINK);

    const publicReads = [
      await get("/api/events/getEventsNotExpired"),
      await get(`/api/events/${id}/getData`),
      await get("/trpc/events.getEventsNotExpired"),
      JSON.stringify(await callTrpc(server.url, "events.getData", { id }, {}, "GET")),
      await get(`/events/${id}`),
    ];
    expect(publicReads[1]).toContain("Online talk");
    for (const body of publicReads) expect(body).not.toContain("meet.example.org");
  });

  it("is refused when it is not an https address or the event is not online", async () => {
    const plain = await admin("mutation", "createEvent", onlineTalk({ joinLink: "http://meet.example.org/x" }));
    expect(plain.status).toBe(400);
    expect(plain.message).toContain("Join link: use an https:// address.");
    const inPerson = await admin("mutation", "createEvent", onlineTalk({ isOnline: false, joinLink: LINK, price: 10 }));
    expect(inPerson.status).toBe(400);
    expect(inPerson.message).toContain("Only online events have a join link.");
  });

  it("goes to the buyer in the confirmation and on the tickets page, and again through the outbox when staff change it", async () => {
    const created = await admin<{ id: number }>("mutation", "createEvent", onlineTalk({ joinLink: LINK }));
    const id = created.data.id;
    const holder = await createBuyer(server.services.db, server.services.clock.now());
    const other = await createBuyer(server.services.db, server.services.clock.now());
    expect((await register(holder, id)).status).toBe(200);

    const confirmation = await smtp.waitFor(holder.email, "Your tickets for");
    expect(confirmation.text).toContain(`This event takes place online. Join it with this link: ${LINK}`);
    expect(confirmation.text).not.toContain("at the desk");
    expect(confirmation.html).toContain(`href="${LINK}"`);
    expect(confirmation.html).toContain('name="color-scheme"');
    expect(confirmation.attachments.some((a) => a.filename.startsWith("ticket-") && a.mimeType === "image/png")).toBe(false);

    const tickets = async (buyer: Buyer) => (await fetch(`${server.url}/trpc/account.tickets`, { headers: buyer.headers })).text();
    expect(await tickets(holder)).toContain(`"join_link":"${LINK}"`);
    expect(JSON.stringify(await tickets(other))).not.toContain("meet.example.org");
    const rest = await (await fetch(`${server.url}/api/user/tickets`, { headers: holder.headers })).text();
    expect(rest).not.toContain("join_link");

    const saved = await admin("mutation", "updateEvent", { ...onlineTalk({ joinLink: NEW_LINK }), id });
    expect(saved.status).toBe(200);
    const outbox = await server.services.db.query.selectFrom("OutboxMessage").select(["kind", "payload"]).where("kind", "=", "order.join-link").execute();
    expect(outbox.length).toBeGreaterThanOrEqual(1);

    const resent = await smtp.waitFor(holder.email, /Your link to join/);
    expect(resent.text).toContain(`Join here: ${NEW_LINK}`);
    expect(resent.html).toContain(`href="${NEW_LINK}"`);
    expect(smtp.messages.some((m) => m.to.includes(other.email))).toBe(false);
    expect(await storedLink(id)).not.toContain("second-room");
  });
});
