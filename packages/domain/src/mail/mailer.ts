import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "../shared/logger";
import { offMainThread, workerJobs } from "../shared/worker-jobs";
import { asBuffer, composeMime, type ComposedMail, type MimeJob } from "./mime-message";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The e-mail's Message-ID; the same message sent again keeps it (see the outbox worker). */
  messageId?: string;
  attachments?: Array<{ filename: string; content: Buffer; cid?: string; contentType?: string }>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerConfig {
  from: string;
  /** smtp://user:pass@host:port; without it mail is written to `outboxDir` as .eml files. */
  smtpUrl?: string;
  outboxDir: string;
  /** Where the location of each saved message is logged. */
  log?: Logger;
}

/**
 * The message in MIME, composed off the server's main thread: encoding a confirmation's PDFs and
 * HTML took many turns of the main thread's event loop, each of which waited behind every buyer's
 * request during a sales burst.
 */
const compose = offMainThread(
  workerJobs<MimeJob, ComposedMail>(import.meta.url, "mime-worker", "The e-mail could not be composed"),
  async () => composeMime,
);

/**
 * Sends over SMTP when configured. Without SMTP settings nothing is dropped: each message is
 * written, complete, to the outbox folder as an .eml file and its location logged.
 */
export function createMailer(config: MailerConfig): Mailer {
  const smtp: Transporter | null = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  let folder: Promise<unknown> | null = null;
  const forget = (error: unknown): never => {
    folder = null;
    throw error;
  };
  return {
    async send(message) {
      const { raw, messageId, envelope } = await compose({ from: config.from, ...message });
      const bytes = asBuffer(raw);
      if (smtp) {
        await smtp.sendMail({ envelope, raw: bytes });
        return;
      }
      // Off the main thread: a burst's confirmations are written while buyers are answered. The
      // folder is made once, and again after a write found it gone.
      folder ??= mkdir(config.outboxDir, { recursive: true }).catch(forget);
      await folder;
      const file = path.join(config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${messageId.replace(/[^\w.-]/g, "")}.eml`);
      await writeFile(file, bytes).catch(forget);
      config.log?.info({ file }, `Mail to ${message.to} ("${message.subject}") saved to ${file}`);
    },
  };
}
