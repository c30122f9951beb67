import type { Queries } from "./database";
import { prepare } from "./query/prepared";

/** What a decision locks: the event's seats, then one order, then some tickets (always in that order). */
export interface DecisionLocks {
  eventId?: number;
  orderId?: number;
  ticketIds?: readonly string[];
}

/** The locks one transaction holds so far; each is taken once. */
export class TransactionLocks {
  readonly #taken = new Set<string>();
  #stage = 0;

  /** Whether `key` (of the given stage) still has to be taken; refuses a lock taken out of order. */
  need(stage: number, key: string): boolean {
    if (!this.mayTake(stage, key)) return false;
    this.#stage = stage;
    this.#taken.add(key);
    return true;
  }

  /** Whether `key` is not held yet; refuses when taking it now would break the order. */
  mayTake(stage: number, key: string): boolean {
    if (this.#taken.has(key)) return false;
    if (stage < this.#stage) throw new Error(`Locks are taken in one order (event seats, order, tickets): ${key} came too late.`);
    return true;
  }
}

/** How long a decision waits for another's locks before answering "busy" (PostgreSQL's lock_timeout). */
export const LOCK_TIMEOUT_MS = 5_000;

/** Another decision held the locks longer than LOCK_TIMEOUT_MS: the transaction rolls back, the caller may try again. */
export class LockTimeout extends Error {
  constructor(options?: ErrorOptions) {
    super("Another change of the same seats, order or tickets took too long.", options);
    this.name = "LockTimeout";
  }
}

const LOCK_NOT_AVAILABLE = "55P03";

const isLockNotAvailable = (error: unknown): boolean =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === LOCK_NOT_AVAILABLE;

/** Creates the event's seat row on its first sale, and locks it (on PostgreSQL) by writing it. */
const lockEventSeats = prepare((q, v: { eventId: number }) =>
  q
    .insertInto("EventSeats")
    .values({ eventId: v.eventId, paid: 0, held: 0 })
    .onConflict((conflict) => conflict.column("eventId").doUpdateSet((eb) => ({ paid: eb.ref("EventSeats.paid") }))),
);

async function taking(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (isLockNotAvailable(error)) throw new LockTimeout({ cause: error });
    throw error;
  }
}

/**
 * The one way a decision on counted or owned things (seats, an order's money, a refund, tickets'
 * check-in) takes its locks: inside its transaction, in one fixed order (the event's seat row, then
 * the order, then the tickets, by id), each once per transaction, so two decisions never wait on
 * each other in opposite order. On PostgreSQL these are row locks that wait at most
 * LOCK_TIMEOUT_MS (then LockTimeout); SQLite's write transactions already run one at a time, so
 * there only the event's seat row is made sure to exist. Refuses to run outside a transaction.
 */
export async function lockForDecision(tx: Queries, locks: DecisionLocks): Promise<void> {
  const held = tx.locks;
  if (!held) throw new Error("A decision's locks are taken inside its transaction.");
  const postgres = tx.engine === "postgres";
  const { eventId, orderId } = locks;
  if (eventId !== undefined && held.need(1, `event:${eventId}`)) {
    await taking(() => lockEventSeats.affected(tx, { eventId }));
  }
  if (orderId !== undefined && held.need(2, `order:${orderId}`) && postgres) {
    await taking(() => tx.query.selectFrom("Order").select("id").where("id", "=", orderId).forNoKeyUpdate().execute());
  }
  const tickets = [...new Set(locks.ticketIds ?? [])].sort().filter((id) => held.need(3, `ticket:${id}`));
  if (tickets.length > 0 && postgres) {
    await taking(() => tx.query.selectFrom("Ticket").select("id").where("id", "in", tickets).orderBy("id").forUpdate().execute());
  }
}

/**
 * The event's seat lock taken by the change of its seat row itself, as late in the transaction as
 * the rule allows: `write` runs one statement that writes the event's "EventSeats" row (a
 * conditional seat decision, or counters that move with a payment) and says whether it wrote it.
 * On PostgreSQL the row's lock is taken by that write and held until the transaction ends, so
 * everything before it runs without making the event's other buyers wait. When it wrote the row
 * the lock counts as taken (lockForDecision takes it no more); when not, no lock was taken. Refuses
 * after a later lock of the order (an order or tickets), like lockForDecision.
 */
export async function writeEventSeats(tx: Queries, eventId: number, write: () => Promise<boolean>): Promise<boolean> {
  const held = tx.locks;
  if (!held) throw new Error("A decision's locks are taken inside its transaction.");
  const key = `event:${eventId}`;
  if (!held.mayTake(1, key)) return write();
  let wrote = false;
  await taking(async () => {
    wrote = await write();
  });
  if (wrote) held.need(1, key);
  return wrote;
}
