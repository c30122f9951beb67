import { workerJobs } from "../shared/worker-jobs";

/** qrcode options (rendererOpts go to pngjs). Grayscale with the "Up" row filter: a QR code's rows repeat, so this is small and quick to encode. */
const OPTIONS = { errorCorrectionLevel: "M", margin: 2, width: 240, type: "png", rendererOpts: { filterType: 2, colorType: 0 } } as const;

const renderQr = workerJobs<{ secret: string; options: typeof OPTIONS }, Uint8Array>(new URL("./qr-worker.mjs", import.meta.url), "QR code rendering failed");

/** The ticket's QR code (its secret) as PNG bytes, rendered off the main thread; for e-mail attachments. */
export const ticketQrPng = async (secret: string): Promise<Buffer> => Buffer.from(await renderQr({ secret, options: OPTIONS }));

/** The same QR code as a PNG data URL, for pages and API answers. */
export const ticketQrDataUrl = async (secret: string): Promise<string> => `data:image/png;base64,${(await ticketQrPng(secret)).toString("base64")}`;
