import { LRUCache } from "lru-cache";
import { offMainThread, workerJobs } from "../shared/worker-jobs";

const renderQr = offMainThread(workerJobs<string, Uint8Array>(import.meta.url, "qr-worker", "QR code rendering failed"), async () => {
  const { qrPng } = await import("./qr-png");
  return (secret: string) => new Uint8Array(qrPng(secret));
});

/** How much of the server's memory the drawn codes may keep: about 70,000 tickets' codes. */
const DRAWN_CODES_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Each ticket's code is drawn once, off the main thread, and kept while it is used, the least recent
 * dropped first: a confirmation's e-mail and its tickets PDF show the same image, and a buyer's
 * tickets page and the API show it again.
 */
const drawnCodes = new LRUCache<string, Buffer>({
  maxSize: DRAWN_CODES_MAX_BYTES,
  sizeCalculation: (png) => png.length,
  fetchMethod: async (secret) => Buffer.from(await renderQr(secret)),
});

/** The ticket's QR code (its secret) as PNG bytes; shared, never to be changed. */
export async function ticketQrPng(secret: string): Promise<Buffer> {
  const png = await drawnCodes.fetch(secret);
  if (png === undefined) throw new Error("QR code rendering failed");
  return png;
}

/** The same QR code as a PNG data URL, for pages and API answers. */
export const ticketQrDataUrl = async (secret: string): Promise<string> => `data:image/png;base64,${(await ticketQrPng(secret)).toString("base64")}`;
