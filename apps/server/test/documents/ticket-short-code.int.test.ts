import { formatShortCode } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { eventIdBySlug, ticketsOfOrder } from "@vyc/testkit/db-lookups";
import { callTrpc, signedInStaff } from "@vyc/testkit/kiosk-client";
import { pdfPages } from "@vyc/testkit/pdf-text";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

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

async function buy(buyer: Buyer, tickets: number): Promise<number> {
  const checkout = checkoutClient(server.url, buyer);
  const started = await checkout.start(campId, tickets);
  const orderId = started.data?.orderId ?? 0;
  const payment = await checkout.createPayment(orderId, "test");
  const captured = await checkout.capture(orderId, payment.data?.providerOrderId ?? "");
  expect(captured.data?.outcome).toBe("completed");
  return orderId;
}

describe("a ticket's short code, shown to people", () => {
  it("is in the confirmation e-mail beside each QR code, on the ticket PDF and on the buyer's tickets page", async () => {
    const buyer = await createBuyer(server.services.db, server.services.clock.now());
    const orderId = await buy(buyer, 2);
    const tickets = await ticketsOfOrder(server.services.db, orderId);
    const codes = tickets.map((ticket) => formatShortCode(ticket.shortCode));
    expect(codes[0]).toMatch(/^[0-9A-Z]{4} [0-9A-Z]{4}$/);

    const mail = await smtp.waitFor(buyer.email, `(order #${orderId})`);
    for (const code of codes) {
      expect(mail.text).toContain(`ticket code ${code}`);
      expect(mail.html).toContain(code);
    }
    expect(mail.html).toContain("Ticket code");

    const pdf = await fetch(`${server.url}/files/orders/${orderId}/tickets.pdf`, { headers: buyer.headers });
    const pages = await pdfPages(new Uint8Array(await pdf.arrayBuffer()));
    codes.forEach((code, i) => expect(pages[i]).toContain(code));

    const account = await fetch(`${server.url}/trpc/account.tickets`, { headers: buyer.headers });
    const body = (await account.json()) as { result: { data: { tickets: Record<string, Array<{ id: string; short_code: string }>> } } };
    const shown = Object.values(body.result.data.tickets).flat();
    expect(shown.map((ticket) => ticket.short_code).sort()).toEqual(tickets.map((ticket) => ticket.shortCode).sort());
  });

  it("keeps the specification's shape of GET /api/user/tickets", async () => {
    const buyer = await createBuyer(server.services.db, server.services.clock.now());
    await buy(buyer, 1);
    const answer = (await (await fetch(`${server.url}/api/user/tickets`, { headers: buyer.headers })).json()) as { tickets: Record<string, Array<Record<string, unknown>>> };
    const [ticket] = Object.values(answer.tickets).flat();
    expect(ticket).toBeDefined();
    expect(ticket).not.toHaveProperty("short_code");
  });

  it("is in the desk's e-mail in the desk's language", async () => {
    const staff = await signedInStaff(server);
    const quote = await callTrpc<{ totalMinor: number }>(server, "query", "kiosk.quoteSale", { eventId: campId, numTickets: 1 }, staff.authorization);
    const sale = await callTrpc<{ orderId: number }>(
      server,
      "mutation",
      "kiosk.sell",
      {
        eventId: campId,
        attendees: [{ firstName: "Ngọc", lastName: "Lê", age: 30, email: "ngoc.le.code@example.test" }],
        waiverLiability: true,
        paymentMethod: "cash",
        expectedTotalMinor: quote.data.totalMinor,
        deviceId: "desk-code",
        clientSaleId: `code-sale-${Date.now()}`,
      },
      staff.authorization,
    );
    const [ticket] = await ticketsOfOrder(server.services.db, sale.data.orderId);
    await callTrpc(server, "mutation", "kiosk.emailTickets", { orderId: sale.data.orderId, locale: "vi" }, staff.authorization);
    const mail = await smtp.waitFor("ngoc.le.code@example.test", `(đơn hàng #${sale.data.orderId})`);
    const code = formatShortCode(ticket?.shortCode ?? "");
    expect(mail.text).toContain(`mã vé ${code}`);
    expect(mail.html).toContain("Mã vé");
    expect(mail.html).toContain(code);
  });
});
