import { availableParallelism } from "node:os";
import { type Db } from "@vyc/db";
import type { ImageFolders } from "../documents/document-images";
import type { MailMessage, Mailer } from "../mail/mailer";
import { asBuffer } from "../mail/mime-message";
import { dataKeysInUse, type DataKey } from "../privacy/sealed-data";
import { workerJobs } from "../shared/worker-jobs";

/** What the confirmation thread is asked for: plain data, as it crosses threads. */
export interface ConfirmationJob {
  /** The database's URL: the thread reads the order over its own connection. */
  url: string;
  /** The server's keyring, to open the sealed join link of an online event. */
  keys: DataKey[];
  images: ImageFolders;
  orderId: number;
  publicUrl: string;
}

/**
 * One low-priority thread per core, with React's production build (as the e-mail thread): each makes
 * a whole confirmation, its two PDFs and HTML included, so the server's thread only sends it.
 */
const composeOnThread = workerJobs<ConfirmationJob, MailMessage | null>(import.meta.url, "confirmation-worker", "The order confirmation could not be made", availableParallelism(), {
  env: { ...process.env, NODE_ENV: "production" },
});

/** E-mails the buyer of a paid order its confirmation with its tickets (see composeOrderConfirmation); nothing for an order that is not paid. */
export async function sendOrderConfirmation(db: Db, mailer: Mailer, images: ImageFolders, orderId: number, publicUrl: string): Promise<void> {
  const folders = { uploadDir: images.uploadDir, webDir: images.webDir };
  const message = await composeOnThread({ url: db.url, keys: dataKeysInUse(), images: folders, orderId, publicUrl });
  if (message) await mailer.send({ ...message, attachments: message.attachments?.map((file) => ({ ...file, content: asBuffer(file.content) })) });
}
