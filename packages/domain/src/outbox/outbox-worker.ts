import { availableParallelism } from "node:os";
import { type Db } from "@vyc/db";
import { claimDueOutboxMessages, markOutboxMessageFailed, markOutboxMessageSent, releaseDeadOutboxClaims, type OutboxEntry } from "@vyc/db/stores/outbox";
import pLimit from "p-limit";
import type { MailMessage, Mailer } from "../mail/mailer";
import type { Clock } from "../shared/clock";
import type { Logger } from "../shared/logger";

/** What a handler gets: the message's mailer, whose e-mails carry Message-IDs made from the message's id. */
interface OutboxContext {
  mailer: Mailer;
  now: Date;
}

/** Carries out one kind of message; throws to be tried again later. */
export type OutboxHandler = (payload: unknown, context: OutboxContext) => Promise<void>;

export interface OutboxWorkerDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  handlers: Readonly<Record<string, OutboxHandler>>;
  /** The host part of Message-IDs (the site's host name). */
  messageIdHost: string;
  /** The application's log, for a failed attempt or a failure of the worker itself. */
  log: Logger;
}

export interface OutboxWorker {
  /** Looks for due messages now (after a transaction that wrote some committed). */
  kick(): void;
  /** Looks for due messages every `pollMs` too: left over by a crash, written by another server, due for a retry. */
  start(pollMs: number): void;
  /** Stops looking, after carrying out the messages due now (the server's stop is bounded by SHUTDOWN_TIMEOUT_MS). */
  stop(): Promise<void>;
}

/** How long a claimed message is left to the worker that claimed it before another may take it over. */
export const OUTBOX_LEASE_MS = 30_000;
/**
 * Messages carried out at once: each renders documents (two PDFs for a confirmation, on the PDF
 * threads, one per core) and talks to a mail server, so two per core keep every PDF thread busy.
 */
const OUTBOX_CONCURRENCY = Math.max(4, 2 * availableParallelism());
const BATCH = 16;
/** After this many attempts a message is given up (failed) until staff send it again. */
export const OUTBOX_MAX_ATTEMPTS = 10;

/** 10 s, 20 s, 40 s … up to an hour between attempts. */
export function outboxRetryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * A mailer whose n-th e-mail of this message always has the same Message-ID, so an e-mail sent again
 * after a crash is recognisably the same message.
 */
function messageMailer(mailer: Mailer, messageId: number, host: string): Mailer {
  let sent = 0;
  return {
    send: (message: MailMessage) => {
      sent += 1;
      return mailer.send({ ...message, messageId: `<outbox-${messageId}-${sent}@${host}>` });
    },
  };
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The one worker that carries out the outbox: claims due messages (on PostgreSQL skipping those
 * another server holds), runs their handlers a few at a time, marks them sent, or schedules the next
 * attempt with backoff until OUTBOX_MAX_ATTEMPTS.
 */
export function createOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const sql = deps.db;
  const limit = pLimit(OUTBOX_CONCURRENCY);
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  async function carryOut(message: OutboxEntry): Promise<void> {
    const handler = deps.handlers[message.kind];
    try {
      if (!handler) throw new Error(`No handler for outbox messages of kind ${message.kind}.`);
      await handler(message.payload, { mailer: messageMailer(deps.mailer, message.id, deps.messageIdHost), now: deps.clock.now() });
      await markOutboxMessageSent(sql, message.id, deps.clock.now());
    } catch (error) {
      deps.log.error({ err: error, messageId: message.id, kind: message.kind, attempt: message.attempts }, `outbox message ${message.id} (${message.kind}, attempt ${message.attempts}) failed`);
      const retryAt = handler && message.attempts < OUTBOX_MAX_ATTEMPTS ? new Date(deps.clock.now().getTime() + outboxRetryDelayMs(message.attempts)) : null;
      await markOutboxMessageFailed(sql, message.id, errorText(error), retryAt);
    }
  }

  /** Claims the next batch once all of the last one have started, so the slowest message of a batch never leaves the others waiting. */
  async function drain(): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    do {
      again = false;
      while (!stopped) {
        const batch = await claimDueOutboxMessages(sql, deps.clock.now(), OUTBOX_LEASE_MS, BATCH);
        for (const message of batch) {
          const done: Promise<void> = limit(() => carryOut(message)).finally(() => inFlight.delete(done));
          inFlight.add(done);
        }
        if (batch.length < BATCH) break;
        while (inFlight.size > OUTBOX_CONCURRENCY) await Promise.race(inFlight);
      }
      await Promise.all(inFlight);
    } while (again && !stopped);
  }

  const runDrain = (): Promise<void> =>
    (running = drain()
      .catch((error: unknown) => deps.log.error({ err: error }, "outbox worker failed"))
      .finally(() => {
        running = null;
      }));

  const kick = (): void => {
    if (stopped) return;
    if (running) again = true;
    else void runDrain();
  };

  return {
    kick,
    start(pollMs) {
      timer = setInterval(kick, pollMs);
      timer.unref();
      running = releaseDeadOutboxClaims(sql)
        .catch((error: unknown) => deps.log.error({ err: error }, "releasing dead claims of the outbox failed"))
        .finally(() => {
          running = null;
          kick();
        });
    },
    async stop() {
      if (timer) clearInterval(timer);
      while (running) await running;
      // A last pass: what the last answered requests wrote goes out before the server stops.
      await runDrain();
      stopped = true;
    },
  };
}
