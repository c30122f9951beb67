/** One open live check-in stream, as its event's feed sees it. */
interface FeedListener {
  /** The event's progress of this tick, as JSON. */
  next: (json: string) => void;
  /** The read failed: the stream ends. */
  fail: (error: unknown) => void;
}

export interface CheckInFeeds {
  /** Adds a stream to its event's feed (started with the first one); the returned call takes it off (the feed stops with the last one). */
  subscribe: (eventId: number, listener: FeedListener) => () => void;
}

interface Feed {
  listeners: Set<FeedListener>;
  timer: NodeJS.Timeout;
  reading: boolean;
}

/**
 * The live check-in of each event followed on this server: one read of its progress per tick,
 * however many panels have it open, handed to each of them. A tick whose read has not come back
 * yet is skipped rather than piled up. Reading on a timer (not only on this server's scans) lets
 * scans made through other app servers show up.
 */
export function createCheckInFeeds(read: (eventId: number) => Promise<unknown>, tickMs: number): CheckInFeeds {
  const feeds = new Map<number, Feed>();
  const tick = async (eventId: number, feed: Feed): Promise<void> => {
    if (feed.reading) return;
    feed.reading = true;
    try {
      const json = JSON.stringify(await read(eventId));
      for (const listener of [...feed.listeners]) listener.next(json);
    } catch (error) {
      for (const listener of [...feed.listeners]) listener.fail(error);
    } finally {
      feed.reading = false;
    }
  };
  const subscribe = (eventId: number, listener: FeedListener): (() => void) => {
    let feed = feeds.get(eventId);
    if (!feed) {
      const started: Feed = { listeners: new Set(), reading: false, timer: setInterval(() => void tick(eventId, started), tickMs) };
      feeds.set(eventId, started);
      feed = started;
    }
    feed.listeners.add(listener);
    const joined = feed;
    return () => {
      joined.listeners.delete(listener);
      if (joined.listeners.size > 0 || feeds.get(eventId) !== joined) return;
      clearInterval(joined.timer);
      feeds.delete(eventId);
    };
  };
  return { subscribe };
}
