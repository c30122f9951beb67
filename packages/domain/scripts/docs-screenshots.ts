/**
 * Writes the documentation's pictures of what a buyer receives, in English and Vietnamese, as a
 * 390 px wide phone shows them: the confirmation e-mail (var/mail-samples/, written by
 * `npm run mail:samples`) and the first page of the tickets PDF, made by the product's own ticket
 * code from sample data with the demo camp's picture and a logo. Chromium takes the screenshots (the
 * system's /usr/bin/chromium when present, as the browser tests use); the PDF page is drawn by
 * PDF.js (unpdf's build) on a canvas in it. Run `npm run docs:screenshots`.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import type { OrderDocumentData } from "@vyc/db/stores/order-documents";
import { LOCALES, type Locale } from "@vyc/i18n";
import sharp from "sharp";
import { printableImage, type ImageFolders } from "../src/documents/document-images";
import { renderPdf } from "../src/documents/render-pdf";
import { ticketQrPng } from "../src/tickets/ticket-qr";
import { TICKET_BANNER_ASPECT, ticketsDocument } from "../src/documents/ticket-document";

const root = path.resolve(import.meta.dirname, "../../..");
const docsDir = path.join(root, "docs");
const mailDir = path.join(root, "var/mail-samples");
const PHONE = { width: 390, height: 844 };
const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const LOGO_NAME = `${"0".repeat(31)}1.png`;

/** An order of two tickets for the demo camp, as the ticket PDF reads it from the database. */
const SAMPLE_ORDER: OrderDocumentData = {
  order: {
    id: 1042,
    userId: "sample",
    status: "paid",
    quantity: 2,
    unitPriceMinor: 49000,
    subtotalMinor: 98000,
    discountPercent: 0,
    totalMinor: 98000,
    currency: "EUR",
    provider: "paypal",
    captureId: "SAMPLE",
    paidAt: new Date("2027-03-02T10:00:00Z"),
    billingName: null,
    billingAddress: null,
    billingOrganisation: null,
  },
  buyer: { email: "linh@example.com", locale: "en" },
  event: {
    id: 1,
    name: "Identity Summer Camp Germany",
    nameVi: "Trại hè Bản sắc Đức",
    eventCategory: "Summer Camp",
    eventCategoryVi: "Trại hè",
    description: "",
    isOnline: false,
    place: "Jugendherberge Am Wannsee",
    placeVi: "Nhà nghỉ thanh niên Am Wannsee",
    location: "Badeweg 1, 14129 Berlin, Germany",
    locationVi: "Badeweg 1, 14129 Berlin, Đức",
    dateStart: new Date("2027-07-20T09:00:00Z"),
    dateEnd: new Date("2027-07-27T12:00:00Z"),
    timeZone: "Europe/Berlin",
    images: JSON.stringify(["/images/camp-lake.svg"]),
    isPublished: true,
    joinLink: null,
  },
  tickets: [
    { id: "t1", number: 1, firstName: "Linh", lastName: "Nguyễn", email: "linh@example.com", secret: "VYC-SAMPLE-SECRET-0001", shortCode: "K7PM2QXA", status: "valid", ticketTypeId: 1 },
    { id: "t2", number: 2, firstName: "Minh", lastName: "Trần", email: "minh@example.com", secret: "VYC-SAMPLE-SECRET-0002", shortCode: "R4TD9WNE", status: "valid", ticketTypeId: 1 },
  ],
  lines: [{ ticketTypeId: 1, quantity: 2, unitPriceMinor: 49000, name: "Camper", nameVi: "Trại sinh" }],
};

/** The sample tickets PDF in a language: the demo camp's drawing and the site's mark as the organiser's uploaded logo. */
async function samplePdf(locale: Locale, folders: ImageFolders): Promise<Buffer> {
  const [banner, logo] = await Promise.all([
    printableImage(folders, "/images/camp-lake.svg", { kind: "banner", width: 1200, height: Math.round(1200 / TICKET_BANNER_ASPECT) }),
    printableImage(folders, `/uploads/${LOGO_NAME}`, { kind: "logo", width: 480, height: 160 }),
  ]);
  const qrCodes = new Map(await Promise.all(SAMPLE_ORDER.tickets.map(async (t) => [t.secret, await ticketQrPng(t.secret)] as const)));
  return renderPdf(ticketsDocument(SAMPLE_ORDER, { name: "Vietnamese Youth Camps", email: "contact@vyc.example", logo }, banner, qrCodes, locale));
}

/** A page that draws a PDF's first page with PDF.js on a canvas as wide as the window. */
const PDF_PAGE = `<!doctype html><html><head><style>html,body{margin:0;background:#fff}canvas{display:block;width:100%}</style></head><body><canvas></canvas>
<script type="module">
import { getDocument } from "/pdfjs.mjs";
const pdf = await getDocument({ data: new Uint8Array(await (await fetch("/ticket.pdf")).arrayBuffer()), isEvalSupported: false }).promise;
const page = await pdf.getPage(1);
const canvas = document.querySelector("canvas");
const viewport = page.getViewport({ scale: (canvas.clientWidth * devicePixelRatio) / page.getViewport({ scale: 1 }).width });
canvas.width = viewport.width;
canvas.height = viewport.height;
await page.render({ canvas, canvasContext: canvas.getContext("2d"), viewport }).promise;
document.body.dataset.drawn = "true";
</script></body></html>`;

/** Writes a screenshot to docs/ as a palette PNG, a third of the size and alike to the eye. */
const savePng = (screenshot: Buffer, name: string) => sharp(screenshot).png({ palette: true, compressionLevel: 9 }).toFile(path.join(docsDir, name));

const require = createRequire(import.meta.url);
const pdfjs = readFileSync(path.join(path.dirname(require.resolve("unpdf")), "pdfjs.mjs"));

const uploadDir = mkdtempSync(path.join(os.tmpdir(), "vyc-docs-"));
const folders: ImageFolders = { uploadDir, webDir: path.join(root, "apps/web/public") };
await sharp(path.join(root, "apps/web/public/favicon.svg"), { density: 300 }).resize(160, 160).png().toFile(path.join(uploadDir, LOGO_NAME));

const browser = await chromium.launch(existsSync(DEBIAN_CHROMIUM) ? { executablePath: DEBIAN_CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] } : {});
try {
  const page = await browser.newPage({ viewport: PHONE, deviceScaleFactor: 2 });
  for (const locale of LOCALES) {
    const mail = path.join(mailDir, `order-confirmation.${locale}.html`);
    if (!existsSync(mail)) throw new Error(`${mail} is missing: run npm run mail:samples first`);
    await page.goto(pathToFileURL(mail).href, { waitUntil: "load" });
    await savePng(await page.screenshot({ fullPage: true }), `confirmation-email.${locale}.png`);

    const pdf = await samplePdf(locale, folders);
    await page.route("http://docs.invalid/**", (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === "/pdfjs.mjs") return route.fulfill({ contentType: "text/javascript", body: pdfjs });
      if (pathname === "/ticket.pdf") return route.fulfill({ contentType: "application/pdf", body: pdf });
      return route.fulfill({ contentType: "text/html", body: PDF_PAGE });
    });
    await page.goto("http://docs.invalid/");
    await page.waitForSelector("body[data-drawn]");
    await savePng(await page.locator("canvas").screenshot(), `ticket-pdf.${locale}.png`);
    await page.unrouteAll();
  }
} finally {
  await browser.close();
  rmSync(uploadDir, { recursive: true, force: true });
}
console.info("Wrote docs/confirmation-email.{en,vi}.png and docs/ticket-pdf.{en,vi}.png");
