import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendee } from "@vyc/testkit/attendees";
import { checkoutClient } from "@vyc/testkit/checkout-client";
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
  const campId = (await db.event.findUniqueOrThrow({ where: { slug: "identity-summer-camp-germany" } })).id;
  const checkout = checkoutClient(server.url, buyer);
  const participants = { "1": attendee(1, { firstName: "Linh", lastName: "Pham", email: EMAIL, healthcare: "Lactose intolerant" }), "2": attendee(2, { firstName: "Tam", lastName: "Pham", age: 15, guardianName: "Hoa Pham", guardianEmail: "hoa.pham@example.test" }) };
  const started = await checkout.start(campId, 2, { participants });
  paidOrderId = started.data?.orderId ?? 0;
  await db.order.update({ where: { id: paidOrderId }, data: { billingName: "Linh Pham", billingAddress: "Hauptstr. 1, Berlin" } });
  const payment = await checkout.createPayment(paidOrderId, "test");
  expect((await checkout.capture(paidOrderId, payment.data?.providerOrderId ?? "")).status).toBe(200);
  await db.contactMessage.create({ data: { firstName: "Linh", lastName: "Pham", email: EMAIL, phone: "123-456-7890", subject: "Camp", message: "Question" } });
  minorTicketId = (await db.ticket.findFirstOrThrow({ where: { orderId: paidOrderId, number: 2 } })).id;
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
  orders: Array<{ id: number; billingName: string | null; invoices: Array<{ number: string }>; refunds: unknown[]; refundRequests: unknown[]; tickets: Array<{ firstName: string; healthcare: string | null; guardianEmail: string | null; guardianConsent: { status: string } | null; checkIns: unknown[] }> }>;
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
    expect(data?.accessByStaff).toEqual([expect.objectContaining({ action: "health.view", target: `ticket:${minorTicketId}`, by: expect.objectContaining({ role: "staff" }) })]);
    expect(await server.services.db.auditLog.count({ where: { action: "account.export", actorId: user.id } })).toBe(1);
  });

  it("deletes the account after the password: sessions end, no personal data is left, the invoices stay", async () => {
    const wrong = await callTrpc(server.url, "privacy.deleteMyAccount", { password: "nope" }, { cookie: session.cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.error?.message).toBe("The password is not correct.");

    const db = server.services.db;
    const invoicesBefore = await db.invoice.findMany({ where: { orderId: paidOrderId } });
    expect((await callTrpc(server.url, "privacy.deleteMyAccount", { password: "my-secret-1" }, { cookie: session.cookie })).status).toBe(200);

    const auth = (await (await fetch(`${server.url}/api/auth/is-authenticated`, { headers: { cookie: session.cookie } })).json()) as { isAuthenticated: boolean };
    expect(auth.isAuthenticated).toBe(false);
    expect(await db.session.count({ where: { userId: user.id } })).toBe(0);

    const personal = [EMAIL, "Linh", "Pham", "Hauptstr", "Lactose", "hoa.pham", "Hoa Pham", "123-456-7890"];
    const rows: Record<string, unknown[]> = {
      user: await db.user.findMany({ where: { id: user.id } }),
      tickets: await db.ticket.findMany({ where: { orderId: paidOrderId } }),
      orders: await db.order.findMany({ where: { userId: user.id } }),
      consents: await db.guardianConsent.findMany({ where: { ticket: { orderId: paidOrderId } } }),
      contactMessages: await db.contactMessage.findMany(),
      sessions: await db.session.findMany({ where: { userId: user.id } }),
      verifications: await db.emailVerification.findMany({ where: { userId: user.id } }),
      resets: await db.passwordReset.findMany({ where: { userId: user.id } }),
      waitingList: await db.waitingListEntry.findMany({ where: { userId: user.id } }),
      refundRequests: await db.refundRequest.findMany({ where: { userId: user.id } }),
      audit: await db.auditLog.findMany(),
    };
    for (const [table, list] of Object.entries(rows)) {
      const text = JSON.stringify(list);
      for (const value of personal) expect(text, `${table} holds ${value}`).not.toContain(value);
    }
    expect(rows.tickets).toHaveLength(2);
    expect(rows.user).toEqual([expect.objectContaining({ deletedAt: expect.any(Date) })]);

    const invoicesAfter = await db.invoice.findMany({ where: { orderId: paidOrderId } });
    expect(invoicesAfter).toEqual(invoicesBefore);
    expect(JSON.stringify(invoicesAfter)).toContain("Linh Pham");
  });
});
