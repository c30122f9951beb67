import { availableParallelism } from "node:os";
import { type Db } from "@vyc/db";
import { claimDueOutboxMessages, markOutboxMessageFailed, markOutboxMessageSent, releaseDeadOutboxClaims, type OutboxEntry } from "@vyc/db/stores/outbox";
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
 * Messages carried out at once. A confirmation is made on a thread of its own (one per core) and
 * waits for the server's thread only to be claimed, composed and sent; during a sales burst each of
 * those turns waits behind the buyers' requests, so many in flight keep the confirmation threads
 * busy on the core the buyers leave idle.
 */
const OUTBOX_CONCURRENCY = 16 * availableParallelism();
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

  /** Resolves the wait for more messages when a transaction that wrote some committed. */
  let wake: (() => void) | null = null;

  /**
   * Keeps up to OUTBOX_CONCURRENCY messages in flight: claims a BATCH more whenever that many slots
   * are free (one statement claims many, not one per message sent) and, once every due message is
   * claimed, on the next kick, so a burst's confirmations start while the earlier ones are still
   * rendering rather than after the slowest of them is done.
   */
  async function drain(): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    do {
      while (!stopped) {
        if (inFlight.size > OUTBOX_CONCURRENCY - BATCH) {
          await Promise.race(inFlight);
          continue;
        }
        again = false;
        const batch = await claimDueOutboxMessages(sql, deps.clock.now(), OUTBOX_LEASE_MS, BATCH);
        for (const message of batch) {
          const done: Promise<void> = carryOut(message).finally(() => inFlight.delete(done));
          inFlight.add(done);
        }
        if (batch.length === BATCH) continue;
        if (!again) {
          if (inFlight.size === 0) break;
          const kicked = new Promise<boolean>((resolve) => (wake = () => resolve(true)));
          const woken = await Promise.race([Promise.all(inFlight).then(() => false), kicked]);
          wake = null;
          if (!woken && !again) break;
        }
        // One claim answers every kick of a turn of the event loop (a burst's buyers kick by hundreds).
        await new Promise((resolve) => setImmediate(resolve));
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
    if (running) {
      again = true;
      wake?.();
    } else void runDrain();
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
