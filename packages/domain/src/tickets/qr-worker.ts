// Draws ticket QR codes on a worker thread, so a page of many tickets does not hold up requests.
import { setPriority } from "node:os";
import { answerJobs } from "../shared/worker-answers";
import { qrPng } from "./qr-png";

// Background work: on Linux this lowers only this thread's priority, so answering buyers comes first.
setPriority(19);

answerJobs(async (secret: string) => new Uint8Array(qrPng(secret)));
