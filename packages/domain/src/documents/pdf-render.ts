// Draws the blocks of a PdfDocumentModel (see pdf-model.ts) into an A4 PDF with PDFKit, off the
// server's main thread (see render-pdf.ts). Text stays text (searchable, small). A document whose
// every character exists in the PDF viewers' built-in Helvetica (WinAnsi) uses it; one with
// Vietnamese letters embeds DejaVu Sans as a subset, which takes about three times longer.
import { createRequire } from "node:module";
import type { PdfBlock, PdfDocumentModel } from "./pdf-model";
import { SharedMetricsDocument } from "./shared-font-metrics";

const require = createRequire(import.meta.url);
interface Fonts {
  regular: string;
  bold: string;
}
const EMBEDDED: Fonts = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
};
const BUILT_IN: Fonts = { regular: "Helvetica", bold: "Helvetica-Bold" };
/** WinAnsi's characters outside Latin-1: with printable ASCII and Latin-1, what Helvetica can show. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const inHelvetica = (text: string): boolean =>
  [...text].every((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code === 10 || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c);
  });
/** The texts one block prints. */
function blockTexts(block: PdfBlock): string[] {
  switch (block.type) {
    case "columns":
      return block.columns.flatMap((column) => [column.title, ...column.lines]);
    case "table":
      return [...block.head, ...block.rows.flat()];
    case "totals":
      return block.rows.flat();
    case "qr":
      return [block.label, block.caption, block.note];
    case "organiser":
      return [block.title, block.name, ...block.lines];
    case "banner":
      return [];
    default:
      return [block.text];
  }
}
/** Every text a document prints. */
const textsOf = (model: PdfDocumentModel): string[] => [
  model.title,
  model.footer,
  ...model.pages.flat().flatMap(blockTexts),
];
const INK = "#1f2328";
const MUTED = "#57606a";

/** A picture's source for PDFKit: the same text for the same bytes, so a picture on every page is embedded once. */
type Pictures = (bytes: Uint8Array) => string;
function pictureSources(): Pictures {
  const sources = new Map<Uint8Array, string>();
  return (bytes) => {
    let source = sources.get(bytes);
    if (!source) {
      source = `data:image;base64,${Buffer.from(bytes).toString("base64")}`;
      sources.set(bytes, source);
    }
    return source;
  };
}

const LOGO_HEIGHT = 40;
const LOGO_MAX_WIDTH = 120;

/** Draws a logo (PNG: its size is in its header) at most LOGO_MAX_WIDTH × LOGO_HEIGHT; returns the width it took. */
function drawLogo(doc: PDFKit.PDFDocument, logo: Uint8Array, x: number, y: number, picture: Pictures): number {
  const header = Buffer.from(logo.buffer, logo.byteOffset, logo.byteLength);
  const scale = Math.min(LOGO_MAX_WIDTH / header.readUInt32BE(16), LOGO_HEIGHT / header.readUInt32BE(20));
  const width = header.readUInt32BE(16) * scale;
  doc.image(picture(logo), x, y, { width, height: header.readUInt32BE(20) * scale });
  return width;
}

function draw(doc: PDFKit.PDFDocument, block: PdfBlock, width: number, fonts: Fonts, picture: Pictures): void {
  const left = doc.page.margins.left;
  switch (block.type) {
    case "heading":
      doc.font(fonts.bold).fontSize(20).fillColor(INK).text(block.text, { width }).moveDown(0.5);
      break;
    case "subheading":
      doc.font(fonts.bold).fontSize(13).fillColor(INK).text(block.text, { width }).moveDown(0.3);
      break;
    case "text":
      doc.font(fonts.regular).fontSize(block.size ?? 10.5).fillColor(block.muted ? MUTED : INK).text(block.text, { width }).moveDown(0.3);
      break;
    case "columns": {
      doc.moveDown(0.6);
      const top = doc.y;
      const columnWidth = (width - 20 * (block.columns.length - 1)) / block.columns.length;
      let bottom = top;
      block.columns.forEach((column, i) => {
        const x = left + i * (columnWidth + 20);
        doc.font(fonts.bold).fontSize(9).fillColor(MUTED).text(column.title.toUpperCase(), x, top, { width: columnWidth });
        doc.font(fonts.regular).fontSize(10.5).fillColor(INK).text(column.lines.filter(Boolean).join("\n"), x, doc.y + 2, { width: columnWidth });
        bottom = Math.max(bottom, doc.y);
      });
      doc.x = left;
      doc.y = bottom;
      doc.moveDown(1);
      break;
    }
    case "table": {
      const xs: number[] = [];
      let x = left;
      for (const fraction of block.widths) {
        xs.push(x);
        x += fraction * width;
      }
      const row = (cells: string[], font: string, color: string) => {
        const top = doc.y;
        let bottom = top;
        cells.forEach((cell, i) => {
          const cellWidth = (block.widths[i] ?? 0) * width - 6;
          doc.font(font).fontSize(10).fillColor(color).text(cell, xs[i], top, { width: cellWidth, align: block.right.includes(i) ? "right" : "left" });
          bottom = Math.max(bottom, doc.y);
        });
        doc.y = bottom + 4;
      };
      row(block.head, fonts.bold, MUTED);
      doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor("#d0d7de").lineWidth(0.8).stroke();
      doc.y += 4;
      for (const cells of block.rows) row(cells, fonts.regular, INK);
      doc.moveTo(left, doc.y).lineTo(left + width, doc.y).strokeColor("#d0d7de").lineWidth(0.8).stroke();
      doc.x = left;
      doc.y += 6;
      break;
    }
    case "totals":
      block.rows.forEach(([label, value], i) => {
        const last = i === block.rows.length - 1;
        const top = doc.y;
        doc.font(last ? fonts.bold : fonts.regular).fontSize(last ? 12 : 10.5).fillColor(INK);
        doc.text(label, left + width * 0.45, top, { width: width * 0.3, align: "right" });
        doc.text(value, left + width * 0.75, top, { width: width * 0.25, align: "right" });
      });
      doc.x = left;
      doc.moveDown(1);
      break;
    case "qr": {
      const size = 170;
      const y0 = doc.y + 6;
      // One bit per pixel, whole pixels per module: PDFKit embeds the PNG's compressed data as it is.
      doc.image(picture(block.code), left, y0, { width: size, height: size });
      const x = left + size + 24;
      const textWidth = width - size - 24;
      doc.font(fonts.bold).fontSize(9).fillColor(MUTED).text(block.label.toUpperCase(), x, y0 + 24, { width: textWidth });
      doc.font(fonts.bold).fontSize(26).fillColor(INK).text(block.caption, x, doc.y + 4, { width: textWidth, characterSpacing: 1.5 });
      doc.font(fonts.regular).fontSize(9.5).fillColor(MUTED).text(block.note, x, doc.y + 10, { width: textWidth });
      doc.x = left;
      doc.y = Math.max(doc.y, y0 + size) + 10;
      break;
    }
    case "banner": {
      const height = width / block.aspect;
      const top = doc.y;
      doc.save().roundedRect(left, top, width, height, 8).clip().image(picture(block.image), left, top, { width, height }).restore();
      doc.x = left;
      doc.y = top + height + 14;
      break;
    }
    case "organiser": {
      const top = doc.y;
      const logoWidth = block.logo ? drawLogo(doc, block.logo, left, top, picture) : 0;
      const x = block.logo ? left + logoWidth + 14 : left;
      const textWidth = width - (x - left);
      doc.font(fonts.bold).fontSize(8).fillColor(MUTED).text(block.title.toUpperCase(), x, top, { width: textWidth });
      doc.font(fonts.bold).fontSize(11).fillColor(INK).text(block.name, x, doc.y + 1, { width: textWidth });
      const lines = block.lines.filter(Boolean);
      if (lines.length > 0) doc.font(fonts.regular).fontSize(9).fillColor(MUTED).text(lines.join("\n"), x, doc.y, { width: textWidth });
      doc.x = left;
      doc.y = Math.max(doc.y, block.logo ? top + LOGO_HEIGHT : 0) + 14;
      break;
    }
  }
}

/** The document as PDF bytes. */
export function renderPdfDocument(model: PdfDocumentModel): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const fonts = textsOf(model).every(inHelvetica) ? BUILT_IN : EMBEDDED;
    // The document's default font is its regular one: PDFKit loads each font a document names once
    // (a built-in one's metrics take as long to read as the rest of a receipt takes to draw), and
    // would otherwise load Helvetica as the default besides.
    const doc = new SharedMetricsDocument({ size: "A4", margin: 56, autoFirstPage: false, font: fonts.regular, lang: model.language, info: { Title: model.title, Creator: "VYC Events" }, compress: true });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
    const picture = pictureSources();
    for (const blocks of model.pages) {
      doc.addPage();
      const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
      for (const block of blocks) draw(doc, block, width, fonts, picture);
      const bottom = doc.page.height - doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font(fonts.regular).fontSize(8).fillColor(MUTED).text(model.footer, doc.page.margins.left, bottom + 20, { width, align: "center", lineBreak: false });
    }
    doc.end();
  });
}
