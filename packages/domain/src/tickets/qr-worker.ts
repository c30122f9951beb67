// Renders ticket QR codes as PNG on a worker thread, so PNG encoding does not hold up requests.
import { setPriority } from "node:os";
import QRCode, { type QRCodeToBufferOptions } from "qrcode";
import { answerJobs } from "../shared/worker-answers";

export interface QrJob {
  secret: string;
  /** rendererOpts go to pngjs, which takes a row filter too. */
  options: QRCodeToBufferOptions & { rendererOpts?: { filterType?: number } };
}

// Background work: on Linux this lowers only this thread's priority, so answering buyers comes first.
setPriority(19);

answerJobs(async ({ secret, options }: QrJob) => new Uint8Array(await QRCode.toBuffer(secret, options)));
