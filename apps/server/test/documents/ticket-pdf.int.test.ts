import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DOCUMENT_MESSAGES, formatShortCode } from "@vyc/validators";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { copyEvent, eventIdBySlug, ticketsOfOrder } from "@vyc/testkit/db-lookups";
import { callTrpc, signedInStaff, type DeskStaff } from "@vyc/testkit/kiosk-client";
import { pdfPageImages } from "@vyc/testkit/pdf-images";
import { pdfPages } from "@vyc/testkit/pdf-text";
import { startSmtpCapture, type SmtpCapture } from "@vyc/testkit/smtp-capture";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

/** The web app's own pictures (the demo events' SVG drawings), as the built site serves them under /images/. */
const WEB_PUBLIC = path.resolve(import.meta.dirname, "../../../web/public");
const ORGANISER = { name: "VYC Europe e.V.", email: "hello@vyc-europe.example" };
/** The organiser settings the back office saves in this test, with a logo or none (""). */
const settings = (logo: string) => ({ ...ORGANISER, address: "Badeweg 1, Berlin", registrationId: "", vatId: "", phone: "", seatsLeftThreshold: 10, vatRateBasisPoints: null, vatNote: "", vatNoteVi: "", logo });

let server: TestServer;
let smtp: SmtpCapture;
let uploadDir: string;
let campId: number;
let staff: { authorization: string };
let admin: DeskStaff;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(os.tmpdir(), "vyc-ticket-images-"));
  smtp = await startSmtpCapture();
  server = await startTestServer({ env: { PAYMENT_TEST_MODE: "true", SMTP_URL: smtp.url, UPLOAD_DIR: uploadDir, WEB_DIST_DIR: WEB_PUBLIC } });
  campId = await eventIdBySlug(server.services.db, "identity-summer-camp-germany");
  staff = await signedInStaff(server);
  admin = await signedInStaff(server, "admin");
  expect((await saveSettings("")).status).toBe(200);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** Staff upload a picture over HTTP; its address on the site. */
async function upload(image: Buffer): Promise<string> {
  const res = await fetch(`${server.url}/api/admin/uploads`, { method: "POST", headers: { authorization: staff.authorization, "content-type": "image/png" }, body: new Uint8Array(image) });
  expect(res.status).toBe(201);
  return ((await res.json()) as { url: string }).url;
}

/** A PDF's text as one line, however its columns wrap. */
const oneLine = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ");

/** How many JPEG pictures a PDF holds (PDFKit writes each embedded picture's dictionary uncompressed). */
const embeddedJpegs = (pdf: Uint8Array) => (Buffer.from(pdf).toString("latin1").match(/\/DCTDecode/g) ?? []).length;

/** The back office saves the organiser settings. */
const saveSettings = (logo: string) => callTrpc(server, "mutation", "admin.saveOrganiserSettings", settings(logo), admin.authorization);

/** The organiser's logo, an uploaded image, set in the back office's organiser settings. */
async function useLogo(logo: string): Promise<void> {
  expect((await saveSettings(logo)).status).toBe(200);
}

async function buy(eventId: number, tickets = 1): Promise<{ buyer: Buyer; orderId: number }> {
  const buyer = await createBuyer(server.services.db, server.services.clock.now());
  const checkout = checkoutClient(server.url, buyer);
  const orderId = (await checkout.start(eventId, tickets)).data?.orderId ?? 0;
  const payment = await checkout.createPayment(orderId, "test");
  expect((await checkout.capture(orderId, payment.data?.providerOrderId ?? "")).data?.outcome).toBe("completed");
  return { buyer, orderId };
}

async function ticketsPdf(buyer: Buyer, orderId: number, lang: string): Promise<Uint8Array> {
  const res = await fetch(`${server.url}/files/orders/${orderId}/tickets.pdf?lang=${lang}`, { headers: buyer.headers });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  return new Uint8Array(await res.arrayBuffer());
}

describe("the ticket PDF", () => {
  it("shows the event's picture (an SVG drawing), the organiser with its logo, the short code beside the QR code, the attendee, when in the event's named zone, and where", async () => {
    await useLogo(await upload(await sharp({ create: { width: 600, height: 200, channels: 4, background: "#b3261e" } }).png().toBuffer()));
    const { buyer, orderId } = await buy(campId);
    const [ticket] = await ticketsOfOrder(server.services.db, orderId);
    const code = formatShortCode(ticket?.shortCode ?? "");

    const english = oneLine((await pdfPages(await ticketsPdf(buyer, orderId, "en")))[0]);
    for (const shown of [code, "TICKET CODE", `${ticket?.firstName} ${ticket?.lastName}`, "Time zone: Central European Time (Berlin)", "Jugendherberge Am Wannsee", "Badeweg 1, 14129 Berlin", ORGANISER.name]) {
      expect(english).toContain(shown);
    }
    expect(english).toMatch(/\d\d:\d\d CES?T/);
    const vietnamese = oneLine((await pdfPages(await ticketsPdf(buyer, orderId, "vi")))[0]);
    for (const shown of [code, "MÃ VÉ", "Múi giờ: Giờ Trung Âu (Berlin)", "BAN TỔ CHỨC", ORGANISER.name]) expect(vietnamese).toContain(shown);

    // The drawing is printed as a picture across the page; the logo is kept whole.
    const [pictures] = await pdfPageImages(await ticketsPdf(buyer, orderId, "en"));
    expect(pictures).toHaveLength(2);
    expect(pictures).toContainEqual({ width: 1200, height: 462 });
    expect(pictures).toContainEqual({ width: 480, height: 160 });

    // The confirmation e-mail's tickets carry the same pictures.
    const mail = await smtp.waitFor(buyer.email, `(order #${orderId})`);
    const attached = mail.attachments.find((a) => a.filename === `tickets-order-${orderId}.pdf`);
    expect(attached).toBeDefined();
    expect((await pdfPageImages(attached?.content ?? new Uint8Array()))[0]).toHaveLength(2);
  });

  it("prints an uploaded photo as the event's picture on every ticket's page, embedded once", async () => {
    const photo = await upload(await sharp({ create: { width: 2000, height: 1125, channels: 3, background: "#2c6e9b" } }).png().toBuffer());
    const eventId = await copyEvent(server.services.db, campId, { slug: "camp-with-a-photo", images: JSON.stringify([photo]) });
    const { buyer, orderId } = await buy(eventId, 2);
    const pdf = await ticketsPdf(buyer, orderId, "en");
    const pages = await pdfPageImages(pdf);
    expect(pages).toHaveLength(2);
    for (const pictures of pages) expect(pictures).toContainEqual({ width: 1200, height: 462 });
    expect(embeddedJpegs(pdf)).toBe(1);
  });

  it("is still printed, without them, when the event's picture and the organiser's logo are missing", async () => {
    await useLogo(`/uploads/${"a".repeat(32)}.png`);
    const eventId = await copyEvent(server.services.db, campId, { slug: "camp-without-its-picture", images: JSON.stringify([`/uploads/${"b".repeat(32)}.png`]) });
    const { buyer, orderId } = await buy(eventId);
    const [ticket] = await ticketsOfOrder(server.services.db, orderId);
    const pdf = await ticketsPdf(buyer, orderId, "en");
    const text = oneLine((await pdfPages(pdf))[0]);
    expect(text).toContain(formatShortCode(ticket?.shortCode ?? ""));
    expect(text).toContain(ORGANISER.name);
    expect((await pdfPageImages(pdf))[0]).toEqual([]);
  });

  it("takes as the logo an uploaded image only, and keeps it until it is removed", async () => {
    const refused = await saveSettings("https://elsewhere.example/logo.png");
    expect(refused.status).toBe(400);
    expect(refused.message).toContain(DOCUMENT_MESSAGES.logoNotUploaded);
    const logo = `/uploads/${"c".repeat(32)}.png`;
    await useLogo(logo);
    const shown = await callTrpc<{ logo: string }>(server, "query", "admin.organiserSettings", undefined, admin.authorization);
    expect(shown.data.logo).toBe(logo);
    await useLogo("");
    expect((await callTrpc<{ logo: string }>(server, "query", "admin.organiserSettings", undefined, admin.authorization)).data.logo).toBe("");
  });
});
