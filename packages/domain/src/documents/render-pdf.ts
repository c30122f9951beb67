import { workerJobs } from "../shared/worker-jobs";
import type { PdfDocumentModel } from "./pdf-model";

const renderOnWorker = workerJobs<PdfDocumentModel, Uint8Array>(new URL("./pdf-worker.mjs", import.meta.url), "PDF rendering failed");

/** The document as PDF bytes, drawn on a background thread. */
export const renderPdf = async (model: PdfDocumentModel): Promise<Buffer> => Buffer.from(await renderOnWorker(model));
