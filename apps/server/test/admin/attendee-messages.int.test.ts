import { insertTicketType, type TicketTypeFields } from "@vyc/db/stores/ticket-types";
import { saveUserLocale } from "@vyc/db/stores/users";
import { manualClock } from "@vyc/domain/shared";
import {
  ADMIN_MESSAGES,
  ATTENDEE_MESSAGE_FORM_MESSAGES,
  ATTENDEE_MESSAGE_REFUSALS,
  type TAttendeeAudience,
  type TAttendeeMessageRecipientView,
  type TAttendeeMessageView,
} from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPaidOrder, trpcAs } from "@vyc/testkit/admin-fixtures";
import { createBuyer } from "@vyc/testkit/buyers";
import { insertEvent } from "@vyc/testkit/db-lookups";
import { eventRow } from "@vyc/testkit/event-input";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor, type SignedIn, type TestUser } from "@vyc/testkit/users";

/**
 * Staff write to an event's ticket holders over HTTP, with the real outbox worker and a real SMTP
 * server: the audience's filters (ticket types, not checked in), one e-mail per address, each in
 * its reader's language, the list of what was sent to whom, and who may do it.
 */

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date());
const run = Date.now().toString(36);
let smtp: SmtpCapture;
let server: TestServer;
let staff: TestUser;
let staffSession: SignedIn;
let buyerSession: SignedIn;
let englishBuyer: TestUser;
let eventId: number;
let otherEventId: number;
let camper: number;
let volunteer: number;
let unsold: number;
let otherEventType: number;

/** The people of the event: who they are, which type they hold, and what language they read. */
const address = (name: string) => `${name}-${run}@example.test`;
const LAN = address("lan"); // the Vietnamese buyer of the first order, holding her own Camper ticket
const MINH = address("minh"); // Volunteer in Lan's order, no account: reads the buyer's Vietnamese
const ANNA = address("anna"); // Camper in the English buyer's order, no account: English
const HOA = address("hoa"); // Volunteer in the English buyer's order, with a Vietnamese account of her own
const BEN = address("ben"); // Camper, already checked in, English
const KEN = address("ken"); // a ticket sold before the event had types: of its default type, Camper
const GONE = address("gone"); // a ticket of a cancelled order: never written to

const typeFields = (name: string, nameVi: string): TicketTypeFields => ({ name, nameVi, priceMinor: 10000, quota: null, saleStartsAt: null, saleEndsAt: null, deskSells: true });

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ clock, env: { SMTP_URL: smtp.url } });
  const { db } = server.services;
  const now = clock.now();
  staff = await createUser(server, { role: "staff" });
  staffSession = await sessionFor(server, staff);
  buyerSession = await sessionFor(server, await createUser(server));

  eventId = await insertEvent(db, eventRow(`messages-camp-${run}`, new Date(now.getTime() + 30 * DAY), { name: "Messages Camp", nameVi: "Trại Tin Nhắn", timeZone: "Europe/Berlin" }));
  camper = (await insertTicketType(db, eventId, typeFields("Camper", "Trại sinh"), now)).id;
  volunteer = (await insertTicketType(db, eventId, typeFields("Volunteer", "Tình nguyện viên"), now)).id;
  unsold = (await insertTicketType(db, eventId, typeFields("Staff", "Ban tổ chức"), now)).id;
  otherEventId = await insertEvent(db, eventRow(`messages-other-${run}`, new Date(now.getTime() + 40 * DAY)));
  otherEventType = (await insertTicketType(db, otherEventId, typeFields("Other", "Khác"), now)).id;

  const vietnameseBuyer = await createBuyer(db, now, { email: LAN });
  await saveUserLocale(db, vietnameseBuyer.userId, "vi");
  englishBuyer = await createUser(server);
  await saveUserLocale(db, (await createBuyer(db, now, { email: HOA })).userId, "vi");

  await seedPaidOrder(db, {
    eventId,
    userId: vietnameseBuyer.userId,
    logisticCase: "selfTravel",
    now,
    travellers: [
      { firstName: "Lan", lastName: "Nguyen", email: LAN, ticketTypeId: camper },
      { firstName: "Minh", lastName: "Tran", email: MINH, ticketTypeId: volunteer },
    ],
  });
  await seedPaidOrder(db, {
    eventId,
    userId: englishBuyer.id,
    logisticCase: "selfTravel",
    now,
    travellers: [
      { firstName: "Anna", lastName: "Berg", email: ANNA, ticketTypeId: camper },
      // The same address again, written differently: Anna gets one e-mail, for her first ticket.
      { firstName: "Tom", lastName: "Berg", email: ` ${ANNA.toUpperCase()} `, ticketTypeId: camper },
      { firstName: "Hoa", lastName: "Le", email: HOA, ticketTypeId: volunteer },
      { firstName: "Ben", lastName: "Smith", email: BEN, ticketTypeId: camper },
      { firstName: "Ken", lastName: "Ito", email: KEN },
    ],
  });
  await db.query.updateTable("Ticket").set({ checkedInAt: now }).where("eventId", "=", eventId).where("email", "=", BEN).execute();
  const cancelled = await seedPaidOrder(db, { eventId, userId: englishBuyer.id, logisticCase: "selfTravel", now, travellers: [{ firstName: "Gone", lastName: "Away", email: GONE, ticketTypeId: camper }] });
  await db.query.updateTable("Order").set({ status: "cancelled" }).where("id", "=", cancelled).execute();
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const call = <T>(session: SignedIn | null, kind: "query" | "mutation", path: string, input: unknown) => trpcAs<T>(server.url, kind, `messages.${path}`, input, session?.authorization);
const asStaff = <T>(kind: "query" | "mutation", path: string, input: unknown) => call<T>(staffSession, kind, path, input);
const countOf = async (audience: Partial<TAttendeeAudience>) => (await asStaff<{ recipients: number }>("query", "audienceCount", { eventId, audience })).data.recipients;
const listed = async () => (await asStaff<TAttendeeMessageView[]>("query", "list", { eventId })).data;
const recipientsOf = async (messageId: number) => (await asStaff<TAttendeeMessageRecipientView[]>("query", "recipients", { messageId })).data;

const VIETNAMESE = {
  subject: `Shuttle times ${run}`,
  body: "Hello everyone,\n\nThe shuttle leaves the station at 14:00.\nBring <sunscreen> & a hat.",
  subjectVi: `Giờ xe đón ${run}`,
  bodyVi: "Chào các bạn,\n\nXe đón rời nhà ga lúc 14:00.\nNhớ mang <kem chống nắng> và mũ.",
};

describe("the audience of a message", () => {
  it("is every valid ticket of the event's paid orders, one per address", async () => {
    expect(await countOf({})).toBe(6);
  });

  it("narrows to the chosen ticket types and to those not checked in yet", async () => {
    expect(await countOf({ ticketTypeIds: [camper] })).toBe(4);
    expect(await countOf({ ticketTypeIds: [volunteer] })).toBe(2);
    expect(await countOf({ ticketTypeIds: [camper, volunteer] })).toBe(6);
    expect(await countOf({ notCheckedInOnly: true })).toBe(5);
    expect(await countOf({ ticketTypeIds: [camper], notCheckedInOnly: true })).toBe(3);
    expect(await countOf({ ticketTypeIds: [unsold] })).toBe(0);
  });

  it("refuses a ticket type of another event and an unknown event", async () => {
    const other = await asStaff("query", "audienceCount", { eventId, audience: { ticketTypeIds: [otherEventType] } });
    expect(other).toMatchObject({ status: 422, message: ATTENDEE_MESSAGE_REFUSALS.otherTicketType.message });
    const unknown = await asStaff("query", "audienceCount", { eventId: 999_999, audience: {} });
    expect(unknown).toMatchObject({ status: 404, message: ADMIN_MESSAGES.eventNotFound });
  });
});

describe("sending a message", () => {
  let messageId: number;

  it("writes to every holder once, each in the language they read", async () => {
    const sent = await asStaff<{ id: number; recipients: number }>("mutation", "send", { eventId, ...VIETNAMESE, audience: { ticketTypeIds: [], notCheckedInOnly: false } });
    expect(sent.status).toBe(200);
    expect(sent.data.recipients).toBe(6);
    messageId = sent.data.id;

    for (const reader of [LAN, MINH, HOA]) {
      const mail = await smtp.waitFor(reader, VIETNAMESE.subjectVi);
      expect(mail.text, reader).toContain("Xe đón rời nhà ga lúc 14:00.\nNhớ mang <kem chống nắng> và mũ.");
      expect(mail.text, reader).toContain("Bạn nhận được tin nhắn này vì bạn có vé tham dự Trại Tin Nhắn");
      expect(mail.html, reader).toContain("&lt;kem chống nắng&gt;");
      expect(mail.html, reader).not.toContain("<kem");
    }
    for (const reader of [ANNA, BEN, KEN]) {
      const mail = await smtp.waitFor(reader, VIETNAMESE.subject);
      expect(mail.text, reader).toContain("Hello everyone,\n\nThe shuttle leaves the station at 14:00.\nBring <sunscreen> & a hat.");
      expect(mail.text, reader).toContain("You receive this message as a ticket holder of Messages Camp");
      expect(mail.html, reader).toContain("&lt;sunscreen&gt; &amp; a hat");
      expect(mail.html, reader).not.toContain("<sunscreen>");
    }
    await expect.poll(() => smtp.messages.filter((m) => m.subject.endsWith(run) && m.subject.startsWith("Shuttle")).length).toBe(3);
    expect(smtp.messages.filter((m) => m.to.includes(ANNA))).toHaveLength(1);
    expect(smtp.messages.some((m) => m.to.includes(GONE))).toBe(false);
  });

  it("is listed for the event with its sender, audience and e-mails sent", async () => {
    await expect.poll(async () => (await listed()).find((m) => m.id === messageId)?.sentCount).toBe(6);
    expect((await listed()).find((m) => m.id === messageId)).toEqual({
      id: messageId,
      eventId,
      ...VIETNAMESE,
      audience: { ticketTypeIds: [], notCheckedInOnly: false },
      recipientCount: 6,
      sentCount: 6,
      failedCount: 0,
      createdBy: staff.email,
      createdAt: clock.now().toISOString(),
    });
  });

  it("shows each recipient with the language written in, the status and when it went out", async () => {
    const recipients = await recipientsOf(messageId);
    expect(recipients.map((r) => [r.email, r.attendee, r.language, r.status])).toEqual([
      [LAN, "Lan Nguyen", "vi", "sent"],
      [MINH, "Minh Tran", "vi", "sent"],
      [ANNA, "Anna Berg", "en", "sent"],
      [HOA, "Hoa Le", "vi", "sent"],
      [BEN, "Ben Smith", "en", "sent"],
      [KEN, "Ken Ito", "en", "sent"],
    ]);
    for (const r of recipients) expect(r.sentAt).toBe(clock.now().toISOString());
  });

  it("writes in English to everyone when it has no Vietnamese version, and to the chosen audience only", async () => {
    const subject = `Last call ${run}`;
    clock.advance(60_000);
    const sent = await asStaff<{ id: number; recipients: number }>("mutation", "send", {
      eventId,
      subject,
      body: "Doors close at 9.",
      audience: { ticketTypeIds: [camper], notCheckedInOnly: true },
    });
    expect(sent.data.recipients).toBe(3);
    const toLan = await smtp.waitFor(LAN, subject);
    expect(toLan.text).toContain("Doors close at 9.");
    expect(toLan.text).toContain("You receive this message as a ticket holder of Messages Camp");
    await smtp.waitFor(ANNA, subject);
    expect((await recipientsOf(sent.data.id)).map((r) => [r.email, r.language])).toEqual([
      [LAN, "en"],
      [ANNA, "en"],
      [KEN, "en"],
    ]);
    const [newest, older] = await listed();
    expect([newest?.id, older?.id]).toEqual([sent.data.id, messageId]);
    expect(newest?.audience).toEqual({ ticketTypeIds: [camper], notCheckedInOnly: true });
  });

  it("is recorded in the audit log against the event", async () => {
    const admin = await sessionFor(server, await createUser(server, { role: "admin" }));
    const audit = await trpcAs<{ entries: Array<{ actorEmail: string; target: string; detail: string }> }>(
      server.url,
      "query",
      "admin.auditLog",
      { action: "attendeeMessage.send" },
      admin.authorization,
    );
    expect(audit.data.entries.map((e) => [e.actorEmail, e.target])).toEqual([
      [staff.email, `event:${eventId}`],
      [staff.email, `event:${eventId}`],
    ]);
    const details = audit.data.entries.map((e) => JSON.parse(e.detail) as { messageId: number });
    expect(details.find((d) => d.messageId === messageId)).toEqual({ messageId, subject: VIETNAMESE.subject, recipients: 6, audience: { ticketTypeIds: [], notCheckedInOnly: false } });
  });
});

describe("refusals", () => {
  const message = { subject: `Nobody ${run}`, body: "Hello?" };

  it("refuses an audience that reaches nobody, with the reason, and writes nothing", async () => {
    const before = (await listed()).length;
    const refused = await asStaff("mutation", "send", { eventId, ...message, audience: { ticketTypeIds: [unsold], notCheckedInOnly: false } });
    expect(refused).toMatchObject({ status: 422, message: ATTENDEE_MESSAGE_REFUSALS.noRecipients.message });
    expect(await listed()).toHaveLength(before);
  });

  it("refuses a Vietnamese subject without its body, and an unknown event", async () => {
    const half = await asStaff("mutation", "send", { eventId, ...message, subjectVi: "Chỉ có tiêu đề", audience: {} });
    expect(half).toMatchObject({ status: 400, message: ATTENDEE_MESSAGE_FORM_MESSAGES.vietnameseBodyMissing });
    const unknown = await asStaff("mutation", "send", { eventId: 999_999, ...message, audience: {} });
    expect(unknown).toMatchObject({ status: 404, message: ADMIN_MESSAGES.eventNotFound });
    const noMessage = await asStaff("query", "recipients", { messageId: 999_999 });
    expect(noMessage).toMatchObject({ status: 404, message: ADMIN_MESSAGES.messageNotFound });
  });

  it("is for staff only: a buyer is refused (403), a visitor must sign in (401)", async () => {
    const [sent] = await listed();
    const calls = [
      ["mutation", "send", { eventId, ...message, audience: {} }],
      ["query", "audienceCount", { eventId, audience: {} }],
      ["query", "list", { eventId }],
      ["query", "recipients", { messageId: sent?.id ?? 1 }],
    ] as const;
    for (const [kind, path, input] of calls) {
      expect((await call(buyerSession, kind, path, input)).status, path).toBe(403);
      expect((await call(null, kind, path, input)).status, path).toBe(401);
    }
    expect(smtp.messages.some((m) => m.subject === message.subject)).toBe(false);
  });
});

describe("an erased account", () => {
  it("leaves no address of its orders' attendees in the messages sent", async () => {
    const session = await sessionFor(server, englishBuyer);
    expect((await trpcAs(server.url, "mutation", "privacy.deleteMyAccount", { password: englishBuyer.password }, session.authorization)).status).toBe(200);
    const [, first] = await listed();
    const recipients = await recipientsOf(first?.id ?? 0);
    expect(recipients.map((r) => [r.email, r.attendee])).toEqual([
      [LAN, "Lan Nguyen"],
      [MINH, "Minh Tran"],
      [null, null],
      [null, null],
      [null, null],
      [null, null],
    ]);
    const stored = await server.services.db.query.selectFrom("AttendeeMessageRecipient").select("email").where("email", "in", [ANNA, HOA, BEN, KEN]).execute();
    expect(stored).toEqual([]);
  });
});
