import { extractImages, getDocumentProxy } from "unpdf";

/**
 * PDF.js decodes JPEG pictures with ArrayBuffer.prototype.transferToFixedLength, which Node has only
 * from version 21: on Node 20 a copy stands in (the original is only read afterwards).
 */
const arrayBuffer = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
arrayBuffer.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
  const copy = new ArrayBuffer(length);
  new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
  return copy;
};

/** The pictures drawn on each page of a PDF, by their size in pixels. */
export async function pdfPageImages(bytes: Uint8Array): Promise<Array<Array<{ width: number; height: number }>>> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const pages: Array<Array<{ width: number; height: number }>> = [];
  for (let page = 1; page <= pdf.numPages; page++) pages.push((await extractImages(pdf, page)).map(({ width, height }) => ({ width, height })));
  return pages;
}
