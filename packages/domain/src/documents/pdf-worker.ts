// Draws PDFs on a worker thread (see render-pdf.ts), so that rendering never holds up requests.
import { setPriority } from "node:os";
import { answerJobs } from "../shared/worker-answers";
import { renderPdfDocument } from "./pdf-render";

// Background work: on Linux this lowers only this thread's priority, so answering buyers comes first.
setPriority(19);

answerJobs(renderPdfDocument);
