import { DOCUMENT_MESSAGES } from "@vyc/validators";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { eventById, eventBySlug, eventIdBySlug, ticketsOfOrder } from "@vyc/testkit/db-lookups";
import { pdfPages } from "@vyc/testkit/pdf-text";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";
import { participants } from "@vyc/testkit/attendees";
import { createUser, sessionFor } from "@vyc/testkit/users";

let server: TestServer;
let smtp: SmtpCapture;
let campId: number;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ env: { PAYMENT_TEST_MODE: "true", SMTP_URL: smtp.url } });
  campId = await eventIdBySlug(server.services.db, "identity-summer-camp-germany");
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function buy(buyer: Buyer, tickets: number, eventId = campId): Promise<number> {
  const checkout = checkoutClient(server.url, buyer);
  const started = await checkout.start(eventId, tickets);
  const orderId = started.data?.orderId ?? 0;
  const payment = await checkout.createPayment(orderId, "test");
  const captured = await checkout.capture(orderId, payment.data?.providerOrderId ?? "");
  expect(captured.data?.outcome).toBe("completed");
  return orderId;
}

const invoicesOf = (orderId: number) => server.services.db.query.selectFrom("Invoice").selectAll().where("orderId", "=", orderId).execute();
const firstInvoiceOf = (orderId: number) => server.services.db.query.selectFrom("Invoice").selectAll().where("orderId", "=", orderId).executeTakeFirstOrThrow();

const staffHeaders = async () => ({ cookie: (await sessionFor(server, await createUser(server, { role: "staff" }))).cookie });

const download = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

describe("invoices", () => {
  it("issues a numbered invoice for a paid order that the buyer downloads as a searchable PDF", async () => {
    const buyer = await createBuyer(server.services.db, server.services.clock.now());
    const orderId = await buy(buyer, 2);
    const res = await download(`/files/orders/${orderId}/invoice.pdf`, buyer.headers);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(100_000);
    const [page] = await pdfPages(bytes);
    const number = /Invoice (\d{4}-\d{6})/.exec(page ?? "")?.[1];
    expect(number).toMatch(/^\d{4}-\d{6}$/);
    expect(page).toContain("Vietnamese Youth Community Network e.V.");
    expect(page).toContain("VAT ID: DE000000000");
    expect(page).toContain("First1 Last1");
    expect(page?.replace(/\n/g, "")).toContain(buyer.email);
    expect(page).toContain("Identity Summer Camp Germany");
    expect(page).toContain("Ticket 2: First2 Last2");
    expect(page).toMatch(/Total \(EUR\)\s*980 €/);
    expect(page).toContain("Payment reference:");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="invoice-${number}.pdf"`);
  });

  it("keeps the invoice from anyone but its buyer and staff", async () => {
    const buyer = await createBuyer(server.services.db, server.services.clock.now());
    const other = await createBuyer(server.services.db, server.services.clock.now());
    const orderId = await buy(buyer, 1);
    expect((await download(`/files/orders/${orderId}/invoice.pdf`, other.headers)).status).toBe(404);
    expect((await download(`/files/orders/${orderId}/invoice.pdf`)).status).toBe(401);
    expect((await download(`/files/orders/${orderId}/tickets.pdf`, other.headers)).status).toBe(404);
    const invoice = await firstInvoiceOf(orderId);
    expect((await download(`/files/admin/invoices/${invoice.number}.pdf`, buyer.headers)).status).toBe(403);
    expect((await download(`/files/admin/invoices/${invoice.number}.pdf`, await staffHeaders())).status).toBe(200);
  });

  it("issues a corrected invoice under a new number when the billing details change after paying; the first stays as issued", async () => {
    const buyer = await createBuyer(server.services.db, server.services.clock.now());
    const orderId = await buy(buyer, 1);
    const first = await firstInvoiceOf(orderId);
    const billing = { billingName: "Lan Nguyen", billingAddress: "Hauptstraße 5\n10115 Berlin", billingOrganisation: "Hội Sinh Viên Berlin" };
    const changed = await callTrpc<{ correctedInvoice: string | null }>(server.url, "account.setBilling", { orderId, billing }, buyer.headers);
    expect(changed.status).toBe(200);
    const corrected = changed.data?.correctedInvoice ?? "";
    expect(corrected).not.toBe(first.number);

    const [page] = await pdfPages(new Uint8Array(await (await download(`/files/orders/${orderId}/invoice.pdf`, buyer.headers)).arrayBuffer()));
    expect(page).toContain(`Corrected invoice ${corrected}`);
    expect(page).toContain(`Replaces invoice ${first.number}`);
    expect(page).toContain("Hội Sinh Viên Berlin");
    expect(page).toContain("Hauptstraße 5");

    const [original] = await pdfPages(new Uint8Array(await (await download(`/files/admin/invoices/${first.number}.pdf`, await staffHeaders())).arrayBuffer()));
    expect(original).toContain(`Invoice ${first.number}`);
    expect(original).not.toContain("Lan Nguyen");

    const again = await callTrpc<{ correctedInvoice: string | null }>(server.url, "account.setBilling", { orderId, billing }, buyer.headers);
    expect(again.data?.correctedInvoice).toBeNull();
  });

  it("refuses billing details that are too long, naming the field", async () => {
    const buyer = await createBuyer(server.services.db, server.services.clock.now());
    const orderId = await buy(buyer, 1);
    const res = await callTrpc(server.url, "account.setBilling", { orderId, billing: { billingName: "x".repeat(121) } }, buyer.headers);
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(DOCUMENT_MESSAGES.billingNameTooLong);
  });

  it("gives a free order a registration confirmation, not an invoice", async () => {
    const buyer = await createBuyer(server.services.db, server.services.clock.now());
    const online = await eventBySlug(server.services.db, "online-community-training");
    const res = await callTrpc<{ orderId: number }>(server.url, "registration.public", { eventId: online.id, numTickets: 1, attendees: participants(1), isOnline: true }, buyer.headers);
    const orderId = res.data?.orderId ?? 0;
    expect(orderId).toBeGreaterThan(0);
    expect(await invoicesOf(orderId)).toHaveLength(0);
    const file = await download(`/files/orders/${orderId}/invoice.pdf`, buyer.headers);
    expect(file.status).toBe(200);
    const [page] = await pdfPages(new Uint8Array(await file.arrayBuffer()));
    expect(page).toContain("Registration confirmation");
    expect(page).toContain("no invoice is issued");
    expect(page).not.toMatch(/Invoice \d{4}-\d{6}/);
  });

  it("numbers invoices without gaps or repeats under a burst of concurrent sales", async () => {
    const buyers = await Promise.all(Array.from({ length: 24 }, () => createBuyer(server.services.db, server.services.clock.now())));
    const { query } = server.services.db;
    const before = (await query.selectFrom("Invoice").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;
    const orders = await Promise.all(buyers.map((buyer) => buy(buyer, 1)));
    const invoices = await query.selectFrom("Invoice").selectAll().orderBy("year", "asc").orderBy("sequence", "asc").execute();
    expect(invoices).toHaveLength(before + orders.length);
    expect(new Set(invoices.map((i) => i.number)).size).toBe(invoices.length);
    invoices.forEach((invoice, i) => expect(invoice.sequence).toBe(i + 1));
    for (const orderId of orders) expect(invoices.filter((i) => i.orderId === orderId)).toHaveLength(1);
  });
});

describe("tickets and calendar files", () => {
  it("prints one page per ticket with the attendee, the QR code's code and the event", async () => {
    const buyer = await createBuyer(server.services.db, server.services.clock.now());
    const orderId = await buy(buyer, 2);
    const tickets = await ticketsOfOrder(server.services.db, orderId);
    const all = await download(`/files/orders/${orderId}/tickets.pdf`, buyer.headers);
    expect(all.status).toBe(200);
    const pages = await pdfPages(new Uint8Array(await all.arrayBuffer()));
    expect(pages).toHaveLength(2);
    tickets.forEach((ticket, i) => {
      expect(pages[i]).toContain(`${ticket.firstName} ${ticket.lastName}`);
      expect(pages[i]).toContain(ticket.secret);
      expect(pages[i]).toContain("Identity Summer Camp Germany");
      expect(pages[i]).toContain("Jugendherberge Am Wannsee");
    });
    const one = await download(`/files/orders/${orderId}/tickets/${tickets[1]?.id}.pdf`, buyer.headers);
    const [single, extra] = await pdfPages(new Uint8Array(await one.arrayBuffer()));
    expect(extra).toBeUndefined();
    expect(single).toContain(tickets[1]?.secret);
    expect((await download(`/files/orders/${orderId}/tickets/not-a-ticket.pdf`, buyer.headers)).status).toBe(404);
  });

  it("serves the event as an iCalendar file with its time zone, place and a link back", async () => {
    const res = await download(`/files/events/${campId}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    const vevent = calendar.getFirstSubcomponent("vevent");
    expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("Europe/Berlin");
    if (!vevent) throw new Error("no VEVENT");
    const event = new ICAL.Event(vevent);
    const camp = await eventById(server.services.db, campId);
    expect(event.summary).toBe("Identity Summer Camp Germany");
    expect(event.location).toBe("Jugendherberge Am Wannsee, Badeweg 1, 14129 Berlin, Germany");
    expect(vevent.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Berlin");
    expect(event.startDate.toJSDate().getTime()).toBe(camp.dateStart.getTime());
    expect(event.endDate.toJSDate().getTime()).toBe(camp.dateEnd.getTime());
    expect(vevent.getFirstPropertyValue("url")).toBe(`${server.publicUrl}/events/${campId}`);
    expect((await download("/files/events/999999/calendar.ics")).status).toBe(404);
  });

  it("attaches the invoice, the tickets and the calendar file to the confirmation e-mail", async () => {
    const buyer = await createBuyer(server.services.db, server.services.clock.now());
    const orderId = await buy(buyer, 1);
    const mail = await smtp.waitFor(buyer.email, `order #${orderId}`);
    const files = mail.attachments.filter((a) => a.mimeType !== "image/png");
    const invoice = await firstInvoiceOf(orderId);
    expect(files.map((f) => [f.filename, f.mimeType])).toEqual([
      [`invoice-${invoice.number}.pdf`, "application/pdf"],
      [`tickets-order-${orderId}.pdf`, "application/pdf"],
      [`event-${campId}.ics`, "text/calendar"],
    ]);
    const [page] = await pdfPages(files[0]?.content ?? new Uint8Array());
    expect(page).toContain(`Invoice ${invoice.number}`);
  });
});
