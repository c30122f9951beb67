import { type Db } from "@vyc/db";
import { listPublishedEvents } from "@vyc/db/stores/events";
import { readOrganiserSettings } from "@vyc/db/stores/organiser-settings";
import { nextHoldExpiry } from "@vyc/db/stores/seats";
import { listTicketTypesOfEvents } from "@vyc/db/stores/ticket-types";
import type { TPublicEventOutput } from "@vyc/validators";
import { seatsTaken } from "./availability";
import { toPublicEventOutput } from "./event-mapper";

/** How long a snapshot of the public events may be served: the lag a visitor may see of another server's sale. */
const PUBLIC_EVENTS_MAX_AGE_MS = 1000;

export interface PublicEventsSnapshot {
  /** Every published event, soonest first. */
  events: readonly TPublicEventOutput[];
  byId: ReadonlyMap<number, TPublicEventOutput>;
}

interface Held {
  snapshot: PublicEventsSnapshot;
  /** Real time (Date.now) after which it is read again. */
  staleAt: number;
  /** The server clock's time at which its next hold runs out, if any. */
  nextHoldExpiry: number;
}

/**
 * The published events as everyone reads them at once when a sale opens: read from the database
 * at most once a second and shared by every request, instead of once per request. A snapshot
 * lasts until the sooner of one second and the next hold running out (so seats come back on sale
 * on time), and is dropped at once when this server writes (see invalidate): a sale, an edit or
 * a seat change here is seen by the next read, one on another server within a second. The
 * checkout never reads from here: it decides on the database's own counts.
 */
export class PublicEvents {
  #held: Held | null = null;
  #loading: Promise<Held> | null = null;
  #generation = 0;

  constructor(private readonly db: Db) {}

  /** Forgets the snapshot (and any read under way when this was called). */
  invalidate(): void {
    this.#generation += 1;
    this.#held = null;
    this.#loading = null;
  }

  async snapshot(now: Date): Promise<PublicEventsSnapshot> {
    if (this.#held && Date.now() < this.#held.staleAt && now.getTime() < this.#held.nextHoldExpiry) return this.#held.snapshot;
    this.#loading ??= this.#load(now, this.#generation).finally(() => {
      this.#loading = null;
    });
    return (await this.#loading).snapshot;
  }

  async #load(now: Date, generation: number): Promise<Held> {
    const rows = await listPublishedEvents(this.db);
    const ids = rows.map((e) => e.id);
    const [taken, nextExpiry, settings, types] = await Promise.all([
      seatsTaken(this.db, ids, now),
      nextHoldExpiry(this.db, now),
      readOrganiserSettings(this.db),
      listTicketTypesOfEvents(this.db, ids),
    ]);
    const typePrices = new Map([...types].map(([id, list]) => [id, list.map((type) => type.priceMinor)]));
    const context = { now, seatsLeftThreshold: settings.seatsLeftThreshold, typePrices };
    const events = rows.map((e) => toPublicEventOutput(e, taken.get(e.id) ?? 0, context));
    const held = {
      snapshot: { events, byId: new Map(events.map((e) => [e.id, e])) },
      staleAt: Date.now() + PUBLIC_EVENTS_MAX_AGE_MS,
      nextHoldExpiry: nextExpiry?.getTime() ?? Number.POSITIVE_INFINITY,
    };
    if (generation === this.#generation) this.#held = held;
    return held;
  }
}

/** The snapshot's events that are not over at `now`, soonest first. */
export const eventsNotExpired = (snapshot: PublicEventsSnapshot, now: Date): TPublicEventOutput[] =>
  snapshot.events.filter((e) => new Date(e.dateEnd) > now);

const shared = new WeakMap<Db, PublicEvents>();

/** The public events of this database, one cache per server. */
export function publicEvents(db: Db): PublicEvents {
  let events = shared.get(db);
  if (!events) shared.set(db, (events = new PublicEvents(db)));
  return events;
}
