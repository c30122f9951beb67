import { availableParallelism } from "node:os";
import { offMainThread, workerJobs } from "../shared/worker-jobs";
import type { PdfDocumentModel } from "./pdf-model";

/** One low-priority thread per core for the PDFs the server's thread makes (downloads, the desk's e-mails); a confirmation thread draws its own. */
const renderOffMainThread = offMainThread(
  workerJobs<PdfDocumentModel, Uint8Array>(import.meta.url, "pdf-worker", "PDF rendering failed", availableParallelism()),
  async () => (await import("./pdf-render")).renderPdfDocument,
);

/** The document as PDF bytes, drawn off the server's main thread. */
export const renderPdf = async (model: PdfDocumentModel): Promise<Buffer> => Buffer.from(await renderOffMainThread(model));
