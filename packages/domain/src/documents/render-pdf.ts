import { availableParallelism } from "node:os";
import { workerJobs } from "../shared/worker-jobs";
import type { PdfDocumentModel } from "./pdf-model";

/** One low-priority thread per core: a sales burst's confirmation e-mails each carry a PDF. */
const renderOnWorker = workerJobs<PdfDocumentModel, Uint8Array>(import.meta.url, "pdf-worker", "PDF rendering failed", availableParallelism());

/** The document as PDF bytes, drawn on a background thread. */
export const renderPdf = async (model: PdfDocumentModel): Promise<Buffer> => Buffer.from(await renderOnWorker(model));
