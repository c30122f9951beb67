import { LRUCache } from "lru-cache";
import { workerJobs } from "../shared/worker-jobs";

const renderQr = workerJobs<string, Uint8Array>(import.meta.url, "qr-worker", "QR code rendering failed");

/** The ticket's QR code (its secret) as PNG bytes, rendered off the main thread; for e-mail attachments. */
export const ticketQrPng = async (secret: string): Promise<Buffer> => Buffer.from(await renderQr(secret));

/** How much of the server's memory the drawn codes may keep: about 50,000 tickets' codes. */
const DRAWN_CODES_MAX_BYTES = 32 * 1024 * 1024;

/** Each ticket's code is drawn once and kept while it is viewed (a buyer's tickets page, the API), the least recent dropped first. */
const drawnCodes = new LRUCache<string, string>({
  maxSize: DRAWN_CODES_MAX_BYTES,
  sizeCalculation: (dataUrl) => dataUrl.length,
  fetchMethod: async (secret) => `data:image/png;base64,${(await ticketQrPng(secret)).toString("base64")}`,
});

/** The same QR code as a PNG data URL, for pages and API answers. */
export async function ticketQrDataUrl(secret: string): Promise<string> {
  const dataUrl = await drawnCodes.fetch(secret);
  if (dataUrl === undefined) throw new Error("QR code rendering failed");
  return dataUrl;
}
