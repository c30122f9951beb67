import type { Db } from "@vyc/db";
import type { SessionUser } from "@vyc/domain/auth";
import type { Mailer } from "@vyc/domain/mail";
import type { OutboxWorker } from "@vyc/domain/outbox";
import type { PaymentProviders } from "@vyc/domain/payments";
import type { BackgroundTasks, Clock, Logger, RateLimits } from "@vyc/domain/shared";

/** Long-lived services shared by every request. */
export interface Services {
  db: Db;
  clock: Clock;
  /** The application's log; a request's context carries the request's own, whose lines name the request id. */
  log: Logger;
  mailer: Mailer;
  /** Work finished after the answer, awaited at shutdown. */
  background: BackgroundTasks;
  /** Carries out the e-mails and provider calls that transactions wrote to the outbox. */
  outbox: OutboxWorker;
  rateLimits: RateLimits;
  /** PayPal and/or the test provider, as configured. */
  payments: PaymentProviders;
  config: {
    /** Public address of the site, for links in e-mails. */
    publicUrl: string;
    /** Where contact messages go. */
    organiserEmail: string;
    /** Folder of the organisers' uploaded event images, served under /uploads/. */
    uploadDir: string;
    /** Folder of the built web app, whose pictures are served under /images/. */
    webDir: string;
    /** Days after an event's end before its attendees' health notes and travel details are erased (stated on the privacy policy). */
    healthDataRetentionDays: number;
  };
}

/** Per-request context: the services plus who is calling. */
export interface Context extends Services {
  user: SessionUser | null;
  ip: string;
  /** The id of the request in the server log, given in the answer when the server fails. */
  requestId: string;
  /** The opaque session token the request came with (cookie or bearer), so a sign-out can end it. */
  sessionToken?: string;
}
