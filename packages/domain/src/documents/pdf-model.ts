/**
 * A printable document described as blocks of text, tables, QR codes and pictures. The documents' contents
 * are decided in TypeScript (invoice-document.ts, ticket-document.ts); pdf-worker.ts only draws
 * these blocks with PDFKit, on a worker thread.
 */
export type PdfBlock =
  | { type: "heading"; text: string }
  | { type: "subheading"; text: string }
  | { type: "text"; text: string; muted?: boolean; size?: number }
  /** Side-by-side blocks (seller and buyer), each a bold title over its lines. */
  | { type: "columns"; columns: Array<{ title: string; lines: string[] }> }
  /** `widths` are fractions of the page width; `right` lists the columns aligned right (amounts). */
  | { type: "table"; head: string[]; rows: string[][]; widths: number[]; right: number[] }
  /** Label/value rows aligned right under a table; the last one is printed bold. */
  | { type: "totals"; rows: Array<[string, string]> }
  /** A QR code of `payload`, drawn as vector squares, with `caption` printed large beside it under its `label`, and a `note` below. */
  | { type: "qr"; code: Uint8Array; label: string; caption: string; note: string }
  /** A picture across the page's width, cut to `aspect` (width / height) beforehand: JPEG or PNG bytes. */
  | { type: "banner"; image: Uint8Array; aspect: number }
  /** Who organises: a title over the name and its lines, the logo (PNG bytes) beside them when there is one. */
  | { type: "organiser"; title: string; name: string; lines: string[]; logo: Uint8Array | null };

export interface PdfDocumentModel {
  title: string;
  /** BCP 47 language of the text. */
  language: string;
  /** One array of blocks per page. */
  pages: PdfBlock[][];
  /** Printed small at the foot of every page. */
  footer: string;
}
