import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "../shared/logger";

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
 * Sends over SMTP when configured. Without SMTP settings nothing is dropped: each message is
 * written, complete, to the outbox folder as an .eml file and its location logged.
 */
export function createMailer(config: MailerConfig): Mailer {
  const transport: Transporter = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let folder: Promise<unknown> | null = null;
  const forget = (error: unknown): never => {
    folder = null;
    throw error;
  };
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.from, ...message });
      if (config.smtpUrl) return;
      // Off the main thread: a burst's confirmations are written while buyers are answered. The
      // folder is made once, and again after a write found it gone.
      folder ??= mkdir(config.outboxDir, { recursive: true }).catch(forget);
      await folder;
      const file = path.join(config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`);
      await writeFile(file, info.message as Buffer).catch(forget);
      config.log?.info({ file }, `Mail to ${message.to} ("${message.subject}") saved to ${file}`);
    },
  };
}
