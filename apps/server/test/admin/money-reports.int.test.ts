import { REPORT_MESSAGES } from "@vyc/validators";
import { manualClock } from "@vyc/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { parseCsv } from "@vyc/testkit/csv-parse";
import { eventInput } from "@vyc/testkit/event-input";
import { callTrpc, signedInStaff, type DeskStaff } from "@vyc/testkit/kiosk-client";
import { startPayPalTestServer, type PayPalTestServer } from "@vyc/testkit/paypal-test-server";
import { pdfPages } from "@vyc/testkit/pdf-text";
import { orderWithTickets } from "@vyc/testkit/db-lookups";

const DAY = 24 * 60 * 60_000;
const today = new Date();
/** Ten o'clock (UTC) of the report's day; the day after next is outside its period. */
const reportDay = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 10));
const day = reportDay.toISOString().slice(0, 10);
/** The orders outside the period are paid two days before it. */
const clock = manualClock(new Date(reportDay.getTime() - 2 * DAY));
let server: PayPalTestServer;
let staff: DeskStaff;
beforeAll(async () => {
  server = await startPayPalTestServer({ clock });
  staff = await signedInStaff(server, "admin");
});
afterAll(() => server.close());

const nextYear = reportDay.getUTCFullYear() + 1;
const asStaff = <T>(kind: "query" | "mutation", path: string, input: unknown) => callTrpc<T>(server, kind, path, input, staff.authorization);

async function createEvent(name: string, currency: string, price: number): Promise<number> {
  const created = await asStaff<{ id: number }>("mutation", "admin.createEvent", eventInput(nextYear, { name, currency, price }));
  expect(created.status).toBe(200);
  return created.data.id;
}

async function paidOrder(eventId: number, count: number, buyer?: Buyer) {
  const payer = buyer ?? (await createBuyer(server.services.db, clock.now()));
  const checkout = checkoutClient(server.url, payer);
  const orderId = (await checkout.start(eventId, count)).data?.orderId ?? 0;
  const payment = await checkout.createPayment(orderId, "paypal");
  expect((await checkout.capture(orderId, payment.data?.providerOrderId ?? "")).data?.outcome).toBe("completed");
  return { orderId, buyer: payer, order: await orderWithTickets(server.services.db, orderId) };
}

const reportQuery = (currency: string, extra: Record<string, string> = {}) => new URLSearchParams({ from: day, to: day, currency, ...extra }).toString();
async function reportCsv(kind: string, currency: string, headers: Record<string, string> = { authorization: staff.authorization }) {
  const res = await fetch(`${server.url}/api/admin/reports/${kind}.csv?${reportQuery(currency)}`, { headers });
  expect(res.status).toBe(200);
  return parseCsv(await res.text());
}
/** The rows of a CSV as objects by header. */
const records = (csv: string[][]) => csv.slice(1).map((row) => Object.fromEntries((csv[0] ?? []).map((h, i) => [h, row[i] ?? ""])));
const pdfText = async (path: string, headers: Record<string, string>) => (await pdfPages(new Uint8Array(await (await fetch(`${server.url}${path}`, { headers })).arrayBuffer()))).join("\n");
/** "1,234.50 €" → 1234.5 */
const printedNumber = (text: string) => Number(text.replace(/[^\d.]/g, ""));

describe("the treasurer's money reports", () => {
  let euro: Awaited<ReturnType<typeof paidOrder>>;
  let pound: Awaited<ReturnType<typeof paidOrder>>;
  let refund: { amountMinor: number; creditNoteNumber: string | null };

  beforeAll(async () => {
    const euroEvent = await createEvent("Lake Camp", "EUR", 120);
    const poundEvent = await createEvent("London Weekend", "GBP", 25);
    await paidOrder(euroEvent, 1);
    await paidOrder(poundEvent, 1);
    clock.set(reportDay);
    staff = await signedInStaff(server, "admin");
    euro = await paidOrder(euroEvent, 2);
    pound = await paidOrder(poundEvent, 1);
    clock.advance(60 * 60_000);
    const [first] = euro.order.tickets;
    const done = await asStaff<{ amountMinor: number; creditNoteNumber: string | null }>("mutation", "refunds.refundOrder", { orderId: euro.orderId, ticketIds: [first?.id], feeMinor: 500, reason: "Cannot come" });
    expect(done.status).toBe(200);
    refund = done.data;
  });

  it("lists the orders paid in the period in its currency, in major units", async () => {
    const euros = records(await reportCsv("payments", "EUR"));
    expect(euros).toEqual([
      {
        "Date (UTC)": `${day} 10:00`,
        Order: String(euro.orderId),
        Event: "Lake Camp",
        Buyer: euro.buyer.email,
        Amount: "240.00",
        Currency: "EUR",
        "Paid with": "PayPal",
        "Capture ID": euro.order.captureId ?? "",
      },
    ]);
    expect(records(await reportCsv("payments", "GBP"))).toMatchObject([{ Order: String(pound.orderId), Event: "London Weekend", Amount: "30.00", Currency: "GBP" }]);
  });

  it("lists the refunds with the fee kept, and the credit note with the amount its PDF prints", async () => {
    expect(records(await reportCsv("refunds", "EUR"))).toEqual([
      { "Date (UTC)": `${day} 11:00`, Order: String(euro.orderId), Event: "Lake Camp", Amount: "115.00", "Cancellation fee kept": "5.00", Currency: "EUR", Status: "Completed" },
    ]);
    expect(records(await reportCsv("refunds", "GBP"))).toEqual([]);

    const notes = records(await reportCsv("credit-notes", "EUR"));
    expect(notes).toMatchObject([{ Number: refund.creditNoteNumber, Kind: "Credit note", Order: String(euro.orderId), Event: "Lake Camp", Amount: "115.00", Currency: "EUR" }]);
    const text = await pdfText(`/files/orders/${euro.orderId}/credit-notes/${refund.creditNoteNumber ?? ""}.pdf`, euro.buyer.headers);
    const printed = /Credited \(EUR\) – ([\d.,]+) €/.exec(text)?.[1] ?? "";
    expect(printedNumber(printed)).toBe(Number(notes[0]?.Amount));
  });

  it("lists the invoices of the period with the totals their PDFs print, one currency at a time", async () => {
    const invoices = records(await reportCsv("invoices", "EUR"));
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({ Kind: "Invoice", Order: String(euro.orderId), Event: "Lake Camp", Currency: "EUR" });
    const text = await pdfText(`/files/orders/${euro.orderId}/invoice.pdf`, euro.buyer.headers);
    expect(text).toContain(invoices[0]?.Number);
    const printed = /Total \(EUR\) ([\d.,]+) €/.exec(text)?.[1] ?? "";
    expect(printedNumber(printed)).toBe(Number(invoices[0]?.Amount));
    expect(Number(invoices[0]?.Amount)).toBe(240);

    const pounds = records(await reportCsv("invoices", "GBP"));
    expect(pounds).toMatchObject([{ Order: String(pound.orderId), Amount: "30.00", Currency: "GBP" }]);
    const poundText = await pdfText(`/files/orders/${pound.orderId}/invoice.pdf`, pound.buyer.headers);
    expect(printedNumber(/Total \(GBP\) £?([\d.,]+)/.exec(poundText)?.[1] ?? "")).toBe(30);
  });

  it("sums each event's money of the period: paid less refunded is net", async () => {
    const summary = await asStaff<{ events: Array<Record<string, unknown>>; totals: { grossMinor: number; refundsMinor: number; netMinor: number; ticketsSold: number }; currencies: string[] }>("query", "admin.moneyReport", { from: day, to: day, currency: "EUR" });
    expect(summary.status).toBe(200);
    expect(summary.data.events).toMatchObject([{ eventName: "Lake Camp", grossMinor: 24_000, refundsMinor: 11_500, netMinor: 12_500, ticketsSold: 2 }]);
    expect(summary.data.totals).toEqual({ grossMinor: 24_000, refundsMinor: 11_500, netMinor: 12_500, ticketsSold: 2 });
    expect(summary.data.totals.grossMinor - summary.data.totals.refundsMinor).toBe(summary.data.totals.netMinor);
    expect(summary.data.currencies).toEqual(expect.arrayContaining(["EUR", "GBP"]));

    const twoDaysBefore = new Date(reportDay.getTime() - 2 * DAY).toISOString().slice(0, 10);
    const wider = await asStaff<{ totals: Record<string, number> }>("query", "admin.moneyReport", { from: twoDaysBefore, to: day, currency: "EUR" });
    expect(wider.data.totals).toMatchObject({ grossMinor: 36_000, ticketsSold: 3, netMinor: 36_000 - 11_500 });
  });

  it("counts days on the chosen time zone's calendar", async () => {
    const bangkok = await fetch(`${server.url}/api/admin/reports/payments.csv?${reportQuery("EUR", { timeZone: "Asia/Bangkok" })}`, { headers: { authorization: staff.authorization } });
    expect(records(parseCsv(await bangkok.text()))).toMatchObject([{ "Date (Asia/Bangkok)": `${day} 17:00`, Order: String(euro.orderId) }]);
  });

  it("writes its headers and labels in Vietnamese when asked", async () => {
    const res = await fetch(`${server.url}/api/admin/reports/refunds.csv?${reportQuery("EUR", { lang: "vi" })}`, { headers: { authorization: staff.authorization } });
    expect(records(parseCsv(await res.text()))).toMatchObject([{ "Ngày (UTC)": `${day} 11:00`, "Số tiền": "115.00", "Trạng thái": "Đã hoàn tất" }]);
  });

  it("refuses a buyer, a reversed period and an unknown report", async () => {
    const buyerAnswer = await fetch(`${server.url}/api/admin/reports/payments.csv?${reportQuery("EUR")}`, { headers: euro.buyer.headers });
    expect(buyerAnswer.status).toBe(403);
    expect((await callTrpc(server, "query", "admin.moneyReport", { from: day, to: day, currency: "EUR" })).status).toBe(401);
    const reversed = await fetch(`${server.url}/api/admin/reports/payments.csv?${new URLSearchParams({ from: day, to: "2000-01-01", currency: "EUR" }).toString()}`, { headers: { authorization: staff.authorization } });
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { message: string }).message).toBe(REPORT_MESSAGES.periodReversed);
    expect((await fetch(`${server.url}/api/admin/reports/salaries.csv?${reportQuery("EUR")}`, { headers: { authorization: staff.authorization } })).status).toBe(400);
  });
});
