import { sql } from "kysely";
import { manualClock } from "@vyc/domain/shared";
import { CHECKOUT_MESSAGES, type TCaptureOutput } from "@vyc/validators";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { recoverPayments } from "../../src/payment-recovery";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";
import { attendee } from "@vyc/testkit/attendees";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { captureLog } from "@vyc/testkit/log-capture";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { orderById } from "@vyc/testkit/db-lookups";
import { startPayPalTestServer, type PayPalTestServer } from "@vyc/testkit/paypal-test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";
import { createUser, sessionFor } from "@vyc/testkit/users";

const clock = manualClock(new Date());
let server: PayPalTestServer;
let smtp: SmtpCapture;
let staffCookie: string;
/** The server's error lines. */
const errorLog = captureLog();

/** A minor's guardian, e-mailed for consent once the minor's ticket exists. */
const GUARDIAN = { guardianName: "Mai Tran", guardianEmail: "mai.tran@example.test", guardianPhone: "+49 151 23456789" };

/** Attendees with this last name cannot be written as tickets: the database refuses the row. */
const UNWRITABLE = "Unwritable";

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startPayPalTestServer({ clock, env: { PAYMENT_TEST_MODE: "true", SMTP_URL: smtp.url, LOG_LEVEL: "error" }, logStream: errorLog.stream });
  staffCookie = (await sessionFor(server, await createUser(server, { role: "staff" }))).cookie;
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});
afterEach(async () => {
  server.paypal.refundsFail = false;
  await ticketWriterHealed();
});

/** A trigger refuses those tickets, in each engine's own dialect. */
const FAULT = {
  sqlite: {
    create: [
      `CREATE TRIGGER IF NOT EXISTS "test_ticket_writer_fault" BEFORE INSERT ON "Ticket" WHEN NEW."lastName" = '${UNWRITABLE}' BEGIN SELECT RAISE(ABORT, 'ticket writer fault'); END`,
    ],
    drop: [`DROP TRIGGER IF EXISTS "test_ticket_writer_fault"`],
  },
  postgres: {
    create: [
      `CREATE OR REPLACE FUNCTION "test_ticket_writer_fault"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'ticket writer fault'; END $$`,
      `CREATE OR REPLACE TRIGGER "test_ticket_writer_fault" BEFORE INSERT ON "Ticket" FOR EACH ROW WHEN (NEW."lastName" = '${UNWRITABLE}') EXECUTE FUNCTION "test_ticket_writer_fault"()`,
    ],
    drop: [`DROP TRIGGER IF EXISTS "test_ticket_writer_fault" ON "Ticket"`, `DROP FUNCTION IF EXISTS "test_ticket_writer_fault"()`],
  },
};

async function ticketWriterFails(): Promise<void> {
  const db = server.services.db;
  for (const statement of FAULT[db.engine].create) await sql.raw(statement).execute(db.query);
}
async function ticketWriterHealed(): Promise<void> {
  const db = server.services.db;
  for (const statement of FAULT[db.engine].drop) await sql.raw(statement).execute(db.query);
}

const newBuyer = () => createBuyer(server.services.db, clock.now());
const unwritableAttendees = { attendees: { "1": attendee(1, { lastName: UNWRITABLE }) } };
const orderOf = (orderId: number) => orderById(server.services.db, orderId);
const ticketCount = async (orderId: number) =>
  (await server.services.db.query.selectFrom("Ticket").select((eb) => eb.fn.countAll<number>().as("n")).where("orderId", "=", orderId).executeTakeFirstOrThrow()).n;
const seatsLeft = async () => (await callTrpc<{ seatsLeft: number }>(server.url, "events.getData", { id: server.campId }, {}, "GET")).data?.seatsLeft;
const restart = () => recoverPayments(server.services, server.app.log);

/** The back office's list of an event's orders in one status, as staff see it. */
async function listed(status: string): Promise<Array<{ id: number; status: string }>> {
  const res = await callTrpc<Array<{ id: number; status: string }>>(server.url, "admin.listOrders", { eventId: server.campId, status }, { cookie: staffCookie }, "GET");
  expect(res.status).toBe(200);
  return res.data ?? [];
}

/** A held order of one unwritable attendee, sent to PayPal. */
async function heldAtPayPal(buyer: Buyer, attendees = unwritableAttendees) {
  const checkout = checkoutClient(server.url, buyer);
  const started = await checkout.start(server.campId, 1, attendees);
  const orderId = started.data?.orderId ?? 0;
  const providerOrderId = (await checkout.createPayment(orderId, "paypal")).data?.providerOrderId ?? "";
  expect(providerOrderId).not.toBe("");
  return { checkout, orderId, providerOrderId };
}

const captureOf = (providerOrderId: string) => server.paypal.orders.get(providerOrderId)?.capture?.id;

describe("checkout.capture when the tickets cannot be written", () => {
  it("refunds the capture at PayPal and marks the order refunded, giving the seats back", async () => {
    await ticketWriterFails();
    const before = await seatsLeft();
    expect(before).toBeGreaterThan(0);
    const { checkout, orderId, providerOrderId } = await heldAtPayPal(await newBuyer());
    expect(await seatsLeft()).toBe((before ?? 0) - 1);
    const res = await checkout.capture(orderId, providerOrderId);
    expect(res.data).toEqual<TCaptureOutput>({ outcome: "registration_failed", orderId });
    const captureId = captureOf(providerOrderId);
    expect(server.paypal.refunds).toContain(captureId);
    expect(server.paypal.requests.some((r) => r.method === "POST" && r.path === `/v2/payments/captures/${captureId}/refund`)).toBe(true);
    expect(await orderOf(orderId)).toMatchObject({ status: "refunded", captureId });
    expect(await ticketCount(orderId)).toBe(0);
    expect(await seatsLeft()).toBe(before);
  });

  it("logs the failure on the capture's own request, under the id its answer names", async () => {
    await ticketWriterFails();
    const buyer = await newBuyer();
    const { orderId, providerOrderId } = await heldAtPayPal(buyer);
    const res = await fetch(`${server.url}/trpc/checkout.capture`, { method: "POST", headers: { "content-type": "application/json", ...buyer.headers }, body: JSON.stringify({ orderId, providerOrderId }) });
    expect(res.status).toBe(200);
    const requestId = res.headers.get("x-request-id");
    expect(requestId).toEqual(expect.any(String));
    expect(errorLog.lines).toContainEqual(expect.objectContaining({ reqId: requestId, orderId, captureId: captureOf(providerOrderId), msg: expect.stringContaining("its tickets could not be written") }));
  });

  it("refunds an order whose stored attendees carry a flight time that does not exist", async () => {
    const checkout = checkoutClient(server.url, await newBuyer());
    const orderId = (await checkout.start(server.campId, 1)).data?.orderId ?? 0;
    const providerOrderId = (await checkout.createPayment(orderId, "paypal")).data?.providerOrderId ?? "";
    const stored = [{ number: 1, attendee: attendee(1), logistics: { arrivalTransportType: "train", arrivalDatetime: "2026-13-01T10:00", departureTransportType: "train", departureDatetime: "2026-12-40T99:99" } }];
    await server.services.db.query.updateTable("Order").set({ attendeesJson: JSON.stringify(stored) }).where("id", "=", orderId).execute();
    expect((await checkout.capture(orderId, providerOrderId)).data?.outcome).toBe("registration_failed");
    expect(server.paypal.refunds).toContain(captureOf(providerOrderId));
    expect((await orderOf(orderId)).status).toBe("refunded");
  });

  it("when PayPal refuses the refund too, lists the order as unissued; the next start issues the tickets and sends the e-mails", async () => {
    await ticketWriterFails();
    server.paypal.refundsFail = true;
    const buyer = await newBuyer();
    const minor = { attendees: { "1": attendee(1, { lastName: UNWRITABLE, age: 15, ...GUARDIAN }) } };
    const { checkout, orderId, providerOrderId } = await heldAtPayPal(buyer, minor);
    expect((await checkout.capture(orderId, providerOrderId)).data?.outcome).toBe("registration_failed");
    const captureId = captureOf(providerOrderId);
    expect(server.paypal.refunds).not.toContain(captureId);
    expect(await orderOf(orderId)).toMatchObject({ status: "unissued", captureId });
    expect(await listed("unissued")).toContainEqual(expect.objectContaining({ id: orderId, status: "unissued" }));

    await restart();
    expect((await orderOf(orderId)).status).toBe("unissued");

    await ticketWriterHealed();
    await restart();
    expect(await orderOf(orderId)).toMatchObject({ status: "paid", captureId });
    expect(await ticketCount(orderId)).toBe(1);
    expect(server.paypal.refunds).not.toContain(captureId);
    expect(await listed("unissued")).not.toContainEqual(expect.objectContaining({ id: orderId }));
    const confirmation = await smtp.waitFor(buyer.email, "Your tickets for Identity Summer Camp Germany");
    expect(confirmation.text).toContain(`Order #${orderId}`);
    await smtp.waitFor(GUARDIAN.guardianEmail, "Your consent is needed");
  });

  it("when PayPal refuses the refund, the next start refunds an order whose tickets still cannot be written", async () => {
    await ticketWriterFails();
    server.paypal.refundsFail = true;
    const { checkout, orderId, providerOrderId } = await heldAtPayPal(await newBuyer());
    await checkout.capture(orderId, providerOrderId);
    expect((await orderOf(orderId)).status).toBe("unissued");

    server.paypal.refundsFail = false;
    await restart();
    expect(server.paypal.refunds).toContain(captureOf(providerOrderId));
    expect((await orderOf(orderId)).status).toBe("refunded");
    expect(await ticketCount(orderId)).toBe(0);
  });
});

describe("the start-up recovery when the tickets cannot be written", () => {
  it("marks an unissued order refunded when the organisers refunded it at PayPal meanwhile", async () => {
    await ticketWriterFails();
    server.paypal.refundsFail = true;
    const { checkout, orderId, providerOrderId } = await heldAtPayPal(await newBuyer());
    await checkout.capture(orderId, providerOrderId);
    const captureId = captureOf(providerOrderId) ?? "";
    expect((await orderOf(orderId)).status).toBe("unissued");

    server.paypal.refundInDashboard(captureId);
    server.paypal.refundsFail = false;
    await ticketWriterHealed();
    const refundCalls = () => server.paypal.requests.filter((r) => r.path === `/v2/payments/captures/${captureId}/refund`).length;
    const before = refundCalls();
    await restart();
    expect(await orderOf(orderId)).toMatchObject({ status: "refunded", captureId });
    expect(await ticketCount(orderId)).toBe(0);
    expect(refundCalls()).toBe(before);
  });

  it("refunds an order PayPal captured while the server was down instead of leaving it pending", async () => {
    await ticketWriterFails();
    const { orderId, providerOrderId } = await heldAtPayPal(await newBuyer());
    const captureId = server.paypal.completeOrder(providerOrderId);
    await restart();
    expect(server.paypal.refunds).toContain(captureId);
    expect(await orderOf(orderId)).toMatchObject({ status: "refunded", captureId });
    await restart();
    expect(server.paypal.refunds.filter((id) => id === captureId)).toHaveLength(1);
  });

  it("refunds a test-provider payment the same way", async () => {
    await ticketWriterFails();
    const checkout = checkoutClient(server.url, await newBuyer());
    const orderId = (await checkout.start(server.campId, 1, unwritableAttendees)).data?.orderId ?? 0;
    const providerOrderId = (await checkout.createPayment(orderId, "test")).data?.providerOrderId ?? "";
    expect((await checkout.capture(orderId, providerOrderId)).data?.outcome).toBe("registration_failed");
    const { status, captureId } = await orderOf(orderId);
    expect(status).toBe("refunded");
    expect(await server.services.payments.test?.getCapture(captureId ?? "")).toMatchObject({ completed: false });
    await ticketWriterHealed();
    await restart();
    expect((await orderOf(orderId)).status).toBe("refunded");
    expect(await ticketCount(orderId)).toBe(0);
  });
});

describe("POST /api/register/private when the tickets cannot be written", () => {
  const post = async (buyer: Buyer, captureId: string) => {
    const res = await fetch(`${server.url}/api/register/private`, {
      method: "POST",
      headers: { "content-type": "application/json", ...buyer.headers },
      body: JSON.stringify({ eventId: server.campId, numTickets: 1, participants: { "1": attendee(1, { lastName: UNWRITABLE }) }, logisticCase: "selfTravel", captureId, price: 490 }),
    });
    return { status: res.status, body: (await res.json()) as { message?: string } };
  };

  it("refunds the verified payment and says so", async () => {
    await ticketWriterFails();
    const buyer = await newBuyer();
    const captureId = server.paypal.captureDirect({ currency_code: "EUR", value: "490.00" });
    expect(await post(buyer, captureId)).toEqual({ status: 503, body: expect.objectContaining({ message: CHECKOUT_MESSAGES.ticketsNotIssuedRefunded }) });
    expect(server.paypal.refunds).toContain(captureId);
    expect(await server.services.db.query.selectFrom("Order").select("id").where("userId", "=", buyer.userId).execute()).toHaveLength(0);
  });

  it("when PayPal refuses the refund too, keeps an unissued order the back office lists and the next start completes", async () => {
    await ticketWriterFails();
    server.paypal.refundsFail = true;
    const buyer = await newBuyer();
    const captureId = server.paypal.captureDirect({ currency_code: "EUR", value: "490.00" });
    expect(await post(buyer, captureId)).toEqual({ status: 503, body: expect.objectContaining({ message: CHECKOUT_MESSAGES.ticketsNotIssued }) });
    const order = await server.services.db.query.selectFrom("Order").selectAll().where("captureId", "=", captureId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "unissued", userId: buyer.userId, quantity: 1, totalMinor: 49000, provider: "paypal" });
    expect(await listed("unissued")).toContainEqual(expect.objectContaining({ id: order.id, status: "unissued" }));
    expect(await post(buyer, captureId)).toEqual({ status: 503, body: expect.objectContaining({ message: CHECKOUT_MESSAGES.ticketsNotIssued }) });

    server.paypal.refundsFail = false;
    await ticketWriterHealed();
    await restart();
    expect((await orderOf(order.id)).status).toBe("paid");
    expect(await ticketCount(order.id)).toBe(1);
    expect(server.paypal.refunds).not.toContain(captureId);
  });
});
