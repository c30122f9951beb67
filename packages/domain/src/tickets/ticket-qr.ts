import { Worker } from "node:worker_threads";

/** qrcode options (rendererOpts go to pngjs). Grayscale with the "Up" row filter: a QR code's rows repeat, so this is small and quick to encode. */
const OPTIONS = { errorCorrectionLevel: "M", margin: 2, width: 240, type: "png", rendererOpts: { filterType: 2, colorType: 0 } } as const;

interface Job {
  resolve: (png: Buffer) => void;
  reject: (error: Error) => void;
}

let worker: Worker | null = null;
let nextId = 0;
const jobs = new Map<number, Job>();

function failAll(error: Error): void {
  for (const job of jobs.values()) job.reject(error);
  jobs.clear();
  worker = null;
}

function qrWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL("./qr-worker.mjs", import.meta.url));
  started.on("message", (message: { id: number; png?: Uint8Array; error?: string }) => {
    const job = jobs.get(message.id);
    jobs.delete(message.id);
    if (jobs.size === 0) started.unref();
    if (message.png) job?.resolve(Buffer.from(message.png));
    else job?.reject(new Error(message.error ?? "QR code rendering failed"));
  });
  started.on("error", failAll);
  started.on("exit", () => failAll(new Error("QR code worker stopped")));
  started.unref();
  worker = started;
  return started;
}

/** The ticket's QR code (its secret) as PNG bytes, rendered off the main thread; for e-mail attachments. */
export function ticketQrPng(secret: string): Promise<Buffer> {
  const renderer = qrWorker();
  const id = ++nextId;
  return new Promise<Buffer>((resolve, reject) => {
    jobs.set(id, { resolve, reject });
    renderer.ref();
    renderer.postMessage({ id, secret, options: OPTIONS });
  });
}

/** The same QR code as a PNG data URL, for pages and API answers. */
export const ticketQrDataUrl = async (secret: string): Promise<string> => `data:image/png;base64,${(await ticketQrPng(secret)).toString("base64")}`;
