import { PRIVACY_MESSAGES } from "@vyc/validators";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendee } from "@vyc/testkit/attendees";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { eventIdBySlug, sessionsOf } from "@vyc/testkit/db-lookups";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";
import { createUser, sessionFor, type SignedIn, type TestUser } from "@vyc/testkit/users";

let server: TestServer;
let user: TestUser;
let session: SignedIn;
let staff: SignedIn;
let paidOrderId: number;
let minorTicketId: string;

const EMAIL = "linh.deleteme@example.test";

beforeAll(async () => {
  server = await startTestServer({ env: { PAYMENT_TEST_MODE: "true" } });
  const db = server.services.db;
  user = await createUser(server, { email: EMAIL, password: "my-secret-1" });
  session = await sessionFor(server, user);
  staff = await sessionFor(server, await createUser(server, { role: "staff" }));
  const buyer = { userId: user.id, email: EMAIL, headers: { cookie: session.cookie } };
  const campId = await eventIdBySlug(db, "identity-summer-camp-germany");
  const checkout = checkoutClient(server.url, buyer);
  const participants = { "1": attendee(1, { firstName: "Linh", lastName: "Pham", email: EMAIL, healthcare: "Lactose intolerant" }), "2": attendee(2, { firstName: "Tam", lastName: "Pham", age: 15, guardianName: "Hoa Pham", guardianEmail: "hoa.pham@example.test", guardianPhone: "+84 912 345 678" }) };
  const started = await checkout.start(campId, 2, { attendees: participants });
  paidOrderId = started.data?.orderId ?? 0;
  await db.query.updateTable("Order").set({ billingName: "Linh Pham", billingAddress: "Hauptstr. 1, Berlin" }).where("id", "=", paidOrderId).execute();
  const payment = await checkout.createPayment(paidOrderId, "test");
  expect((await checkout.capture(paidOrderId, payment.data?.providerOrderId ?? "")).status).toBe(200);
  await db.query
    .insertInto("ContactMessage")
    .values({ id: randomUUID(), firstName: "Linh", lastName: "Pham", email: EMAIL, phone: "123-456-7890", subject: "Camp", message: "Question", createdAt: new Date() })
    .execute();
  minorTicketId = (await db.query.selectFrom("Ticket").select("id").where("orderId", "=", paidOrderId).where("number", "=", 2).executeTakeFirstOrThrow()).id;
  // An answer to one of the event's questions and a message staff sent to the ticket's holder.
  const question = await db.query.insertInto("Question").values({ eventId: campId, kind: "text", label: "Bus stop" }).returning("id").executeTakeFirstOrThrow();
  await db.query.insertInto("Answer").values({ ticketId: minorTicketId, questionId: question.id, value: "Hauptstr. bus stop" }).execute();
  const message = await db.query.insertInto("AttendeeMessage").values({ eventId: campId, subject: "Packing list", body: "Bring boots.", createdAt: new Date() }).returning("id").executeTakeFirstOrThrow();
  await db.query.insertInto("AttendeeMessageRecipient").values({ messageId: message.id, ticketId: minorTicketId, email: EMAIL, language: "en" }).execute();
  expect((await callTrpc(server.url, "privacy.healthNotes", { ticketId: minorTicketId }, { cookie: staff.cookie })).status).toBe(200);
});
afterAll(() => server.close());

interface Exported {
  user: { email: string };
  sessions: unknown[];
  emailVerifications: unknown[];
  passwordResets: unknown[];
  waitingList: unknown[];
  contactMessages: Array<{ message: string }>;
  actions: unknown[];
  checkInsByMe: unknown[];
  consentsRecordedByMe: unknown[];
  orders: Array<{ id: number; billingName: string | null; invoices: Array<{ number: string }>; refunds: unknown[]; refundRequests: unknown[]; tickets: Array<{ firstName: string; healthcare: string | null; guardianEmail: string | null; guardianConsent: { status: string } | null; checkIns: unknown[]; answers: Array<{ question: string; value: string }>; messages: Array<{ subject: string }> }> }>;
  accessByStaff: Array<{ action: string; target: string; by: { role: string } | null }>;
}

describe("the user's own data", () => {
  it("exports every table's rows about the user, health notes and guardian contact opened, with staff's access", async () => {
    const res = await callTrpc<Exported>(server.url, "privacy.exportMyData", undefined, { cookie: session.cookie });
    expect(res.status).toBe(200);
    const data = res.data;
    expect(data?.user.email).toBe(EMAIL);
    expect(data?.sessions.length).toBeGreaterThanOrEqual(1);
    for (const table of ["emailVerifications", "passwordResets", "waitingList", "actions", "checkInsByMe", "consentsRecordedByMe"] as const) expect(data?.[table]).toBeInstanceOf(Array);
    expect(data?.contactMessages.map((m) => m.message)).toEqual(["Question"]);
    const order = data?.orders.find((o) => o.id === paidOrderId);
    expect(order?.billingName).toBe("Linh Pham");
    expect(order?.invoices.length).toBeGreaterThanOrEqual(1);
    expect(order?.refunds).toEqual([]);
    expect(order?.tickets.map((t) => [t.firstName, t.healthcare, t.guardianEmail, t.guardianConsent?.status ?? null])).toEqual([
      ["Linh", "Lactose intolerant", null, null],
      ["Tam", "Vegetarian", "hoa.pham@example.test", "pending"],
    ]);
    expect(order?.tickets[1]?.answers).toEqual([expect.objectContaining({ question: "Bus stop", value: "Hauptstr. bus stop" })]);
    expect(order?.tickets[1]?.messages).toEqual([expect.objectContaining({ subject: "Packing list" })]);
    expect(data?.accessByStaff).toEqual([expect.objectContaining({ action: "health.view", target: `ticket:${minorTicketId}`, by: expect.objectContaining({ role: "staff" }) })]);
    const exports = await server.services.db.query.selectFrom("AuditLog").select("id").where("action", "=", "account.export").where("actorId", "=", user.id).execute();
    expect(exports).toHaveLength(1);
  });

  it("deletes the account after the password: sessions end, no personal data is left, the invoices stay", async () => {
    const wrong = await callTrpc(server.url, "privacy.deleteMyAccount", { password: "nope" }, { cookie: session.cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toBe(PRIVACY_MESSAGES.wrongPassword);

    const db = server.services.db;
    const { query } = db;
    const invoicesOfOrder = () => query.selectFrom("Invoice").selectAll().where("orderId", "=", paidOrderId).execute();
    const invoicesBefore = await invoicesOfOrder();
    expect((await callTrpc(server.url, "privacy.deleteMyAccount", { password: "my-secret-1" }, { cookie: session.cookie })).status).toBe(200);

    const auth = (await (await fetch(`${server.url}/api/auth/is-authenticated`, { headers: { cookie: session.cookie } })).json()) as { isAuthenticated: boolean };
    expect(auth.isAuthenticated).toBe(false);
    expect(await sessionsOf(db, user.id)).toHaveLength(0);

    const personal = [EMAIL, "Linh", "Pham", "Hauptstr", "Lactose", "hoa.pham", "Hoa Pham", "123-456-7890", "84912345678"];
    const rows: Record<string, unknown[]> = {
      user: await query.selectFrom("User").selectAll().where("id", "=", user.id).execute(),
      tickets: await query.selectFrom("Ticket").selectAll().where("orderId", "=", paidOrderId).execute(),
      orders: await query.selectFrom("Order").selectAll().where("userId", "=", user.id).execute(),
      consents: await query.selectFrom("GuardianConsent").innerJoin("Ticket", "Ticket.id", "GuardianConsent.ticketId").selectAll("GuardianConsent").where("Ticket.orderId", "=", paidOrderId).execute(),
      contactMessages: await query.selectFrom("ContactMessage").selectAll().execute(),
      sessions: await sessionsOf(db, user.id),
      verifications: await query.selectFrom("EmailVerification").selectAll().where("userId", "=", user.id).execute(),
      resets: await query.selectFrom("PasswordReset").selectAll().where("userId", "=", user.id).execute(),
      waitingList: await query.selectFrom("WaitingListEntry").selectAll().where("userId", "=", user.id).execute(),
      refundRequests: await query.selectFrom("RefundRequest").selectAll().where("userId", "=", user.id).execute(),
      audit: await query.selectFrom("AuditLog").selectAll().execute(),
      answers: await query.selectFrom("Answer").selectAll().where("ticketId", "=", minorTicketId).execute(),
      messageRecipients: await query.selectFrom("AttendeeMessageRecipient").selectAll().where("ticketId", "=", minorTicketId).execute(),
    };
    for (const [table, list] of Object.entries(rows)) {
      const text = JSON.stringify(list);
      for (const value of personal) expect(text, `${table} holds ${value}`).not.toContain(value);
    }
    expect(rows.tickets).toHaveLength(2);
    expect(rows.user).toEqual([expect.objectContaining({ deletedAt: expect.any(Date) })]);

    const invoicesAfter = await invoicesOfOrder();
    expect(invoicesAfter).toEqual(invoicesBefore);
    expect(JSON.stringify(invoicesAfter)).toContain("Linh Pham");
  });
});
