// Renders e-mails on a worker thread (see render-mail.ts), started with NODE_ENV=production so that
// React runs its production build here whatever the server's mode.
import { setPriority } from "node:os";
import { answerJobs } from "../shared/worker-answers";
import { renderTemplate } from "./mail-templates";

// Background work: on Linux this lowers only this thread's priority, so answering buyers comes first.
setPriority(19);

answerJobs(renderTemplate);
