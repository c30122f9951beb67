// Composes e-mails (MIME: encoded parts, attachments, headers) on a worker thread, see mailer.ts.
import { setPriority } from "node:os";
import { answerJobs } from "../shared/worker-answers";
import { composeMime } from "./mime-message";

// Background work: on Linux this lowers only this thread's priority, so answering buyers comes first.
setPriority(19);

answerJobs(composeMime);
