import { DOCUMENT_MESSAGES } from "@vyc/validators";
import { manualClock } from "@vyc/domain/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { copyEvent } from "@vyc/testkit/db-lookups";
import { callTrpc, signedInStaff, type DeskStaff } from "@vyc/testkit/kiosk-client";
import { startPayPalTestServer, type PayPalTestServer } from "@vyc/testkit/paypal-test-server";
import { pdfPages } from "@vyc/testkit/pdf-text";
import { createUser, sessionFor } from "@vyc/testkit/users";

const clock = manualClock(new Date());
let server: PayPalTestServer;
let admin: DeskStaff;
let staffCookie: string;
let eventId: number;

beforeAll(async () => {
  server = await startPayPalTestServer({ clock });
  admin = await signedInStaff(server, "admin");
  staffCookie = (await sessionFor(server, await createUser(server, { role: "staff" }))).cookie;
  eventId = await copyEvent(server.services.db, server.campId, { slug: "vat-twenty-five", capacity: 20, priceMinor: 2500 });
});
afterAll(() => server.close());

const SELLER = { name: "Vietnamese Youth Community Network e.V.", address: "Hauptstraße 5, 10115 Berlin", registrationId: "VR 12345", vatId: "DE000000000", email: "billing@vyc.example", phone: "", seatsLeftThreshold: 10 };
const EXEMPTION = "Exempt from VAT as a non-profit association (§ 4 Nr. 22 UStG).";
const EXEMPTION_VI = "Miễn thuế GTGT vì là hội phi lợi nhuận (§ 4 Nr. 22 UStG).";

const saveSettings = (vat: { vatRateBasisPoints: number | null; vatNote?: string; vatNoteVi?: string }) =>
  callTrpc(server, "mutation", "admin.saveOrganiserSettings", { ...SELLER, ...vat }, admin.authorization);

/** One 25 € ticket paid through PayPal; returns the order id. */
async function buyOne(): Promise<{ orderId: number; buyerHeaders: Record<string, string> }> {
  const buyer = await createBuyer(server.services.db, clock.now());
  const checkout = checkoutClient(server.url, buyer);
  const orderId = (await checkout.start(eventId, 1)).data?.orderId ?? 0;
  const payment = await checkout.createPayment(orderId, "paypal");
  expect((await checkout.capture(orderId, payment.data?.providerOrderId ?? "")).data?.outcome).toBe("completed");
  return { orderId, buyerHeaders: buyer.headers };
}

async function pdfText(path: string, headers: Record<string, string>): Promise<string> {
  const res = await fetch(`${server.url}${path}`, { headers });
  expect(res.status).toBe(200);
  return (await pdfPages(new Uint8Array(await res.arrayBuffer()))).join("\n");
}

/** The amounts printed after a label, in minor units ("25 €" → 2500, "4.79 €" → 479). */
const amountAfter = (text: string, label: RegExp): number => {
  const match = new RegExp(`${label.source}\\s*([–+]?)\\s*(\\d+(?:[.,]\\d{2})?) €`).exec(text);
  if (!match) throw new Error(`no amount after ${label.source} in:\n${text}`);
  return Math.round(Number((match[2] ?? "").replace(",", ".")) * 100) * (match[1] === "–" ? -1 : 1);
};

describe("the VAT treatment of invoices and credit notes", () => {
  it("keeps the organiser's VAT rate and notes in the back office settings", async () => {
    expect((await saveSettings({ vatRateBasisPoints: 1900, vatNote: EXEMPTION, vatNoteVi: EXEMPTION_VI })).status).toBe(200);
    const read = await callTrpc(server, "query", "admin.organiserSettings", undefined, admin.authorization);
    expect(read.data).toMatchObject({ vatRateBasisPoints: 1900, vatNote: EXEMPTION, vatNoteVi: EXEMPTION_VI });
    const refused = await saveSettings({ vatRateBasisPoints: 10_001 });
    expect(refused.status).toBe(400);
    expect(refused.message).toBe(DOCUMENT_MESSAGES.vatRateRange);
  });

  it("prints the rounding as its own line and the VAT included in the total at the rate in force when issued", async () => {
    await saveSettings({ vatRateBasisPoints: 1900 });
    const { orderId, buyerHeaders } = await buyOne();
    const invoice = await pdfText(`/files/orders/${orderId}/invoice.pdf`, buyerHeaders);
    expect(invoice).toMatch(/Ticket 1: First1 Last1\s*1\s*25 €\s*25 €/);
    const subtotal = amountAfter(invoice, /Subtotal/);
    const rounding = amountAfter(invoice, /Rounded to the nearest 10/);
    const total = amountAfter(invoice, /Total \(EUR\)/);
    expect([subtotal, rounding, total]).toEqual([2500, 500, 3000]);
    expect(subtotal + rounding).toBe(total);
    expect(amountAfter(invoice, /Including VAT 19 %/)).toBe(479);
    expect(invoice).not.toContain(EXEMPTION);

    // Invoices are never rewritten: a later change of the settings leaves this one as issued.
    await saveSettings({ vatRateBasisPoints: null, vatNote: EXEMPTION, vatNoteVi: EXEMPTION_VI });
    expect(amountAfter(await pdfText(`/files/orders/${orderId}/invoice.pdf`, buyerHeaders), /Including VAT 19 %/)).toBe(479);

    // Its credit note credits the VAT the invoice charged.
    const refund = await callTrpc<{ creditNoteNumber: string }>(server, "mutation", "refunds.refundOrder", { orderId, reason: "Cannot come" }, admin.authorization);
    expect(refund.status).toBe(200);
    const note = await pdfText(`/files/admin/invoices/${refund.data.creditNoteNumber}.pdf`, { cookie: staffCookie });
    expect(amountAfter(note, /Credited \(EUR\)/)).toBe(-3000);
    expect(amountAfter(note, /Including VAT 19 %/)).toBe(479);
  });

  it("prints the organiser's exemption note instead, in the invoice's language, when no VAT is charged", async () => {
    await saveSettings({ vatRateBasisPoints: null, vatNote: EXEMPTION, vatNoteVi: EXEMPTION_VI });
    const { orderId, buyerHeaders } = await buyOne();
    const english = await pdfText(`/files/orders/${orderId}/invoice.pdf?lang=en`, buyerHeaders);
    expect(english.replace(/\s+/g, " ")).toContain(EXEMPTION);
    expect(english).not.toContain("Including VAT");
    const vietnamese = await pdfText(`/files/orders/${orderId}/invoice.pdf?lang=vi`, buyerHeaders);
    expect(vietnamese.replace(/\s+/g, " ")).toContain(EXEMPTION_VI);
    expect(vietnamese).toContain("Làm tròn đến 10 gần nhất");

    const refund = await callTrpc<{ creditNoteNumber: string }>(server, "mutation", "refunds.refundOrder", { orderId, reason: "Cannot come" }, admin.authorization);
    const note = await pdfText(`/files/admin/invoices/${refund.data.creditNoteNumber}.pdf`, { cookie: staffCookie });
    expect(note.replace(/\s+/g, " ")).toContain(EXEMPTION);
    expect(note).not.toContain("Including VAT");
  });
});
