import { offMainThread, workerJobs } from "../shared/worker-jobs";
import type { MailText } from "./mail-text";
import type { MailRenderJob, MailTemplate, MailTemplateProps } from "./mail-templates";

/**
 * E-mails are rendered on a background thread with React's production build whatever the server's
 * mode: the same HTML, without the development checks that made each render several times slower,
 * and without holding up requests during a burst of confirmations.
 */
const renderOnWorker = offMainThread(
  workerJobs<MailRenderJob, string>(import.meta.url, "mail-worker", "E-mail rendering failed", 1, { env: { ...process.env, NODE_ENV: "production" } }),
  async () => (await import("./mail-templates")).renderTemplate,
);

/** The e-mail `template` in `m`'s language as the HTML part of its message. */
export const renderMail = <K extends MailTemplate>(template: K, m: MailText, props: MailTemplateProps<K>): Promise<string> =>
  renderOnWorker({ template, locale: m.locale, props });
