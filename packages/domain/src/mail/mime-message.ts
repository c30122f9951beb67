import MailComposer from "nodemailer/lib/mail-composer";
import type { MailMessage } from "./mailer";

/** What is composed: a message and its sender. */
export type MimeJob = MailMessage & { from: string };

/** A message as the bytes an SMTP server or an .eml file takes (MIME), with its Message-ID and envelope. */
export interface ComposedMail {
  raw: Uint8Array;
  messageId: string;
  envelope: { from: string | false; to: string[] };
}

/** Bytes that crossed from another thread arrive as a plain Uint8Array; the composer takes Buffers. */
export const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The message in MIME: its text and HTML parts and its attachments encoded, its headers written. */
export async function composeMime(job: MimeJob): Promise<ComposedMail> {
  const node = new MailComposer({ ...job, attachments: job.attachments?.map((file) => ({ ...file, content: asBuffer(file.content) })) }).compile();
  const raw = await node.build();
  const { from, to } = node.getEnvelope();
  return { raw: new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength), messageId: node.messageId(), envelope: { from, to } };
}
