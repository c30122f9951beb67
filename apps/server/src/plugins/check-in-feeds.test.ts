import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCheckInFeeds } from "./check-in-feeds";

const TICK = 1000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A stream's listener that keeps what it was handed. */
const listener = () => {
  const got: string[] = [];
  const failed: unknown[] = [];
  return { got, failed, next: (json: string) => got.push(json), fail: (error: unknown) => failed.push(error) };
};

describe("the live check-in feeds", () => {
  it("read each followed event once per tick, however many streams have it open, and hand the read to each", async () => {
    const read = vi.fn((eventId: number) => Promise.resolve({ eventId }));
    const feeds = createCheckInFeeds(read, TICK);
    const [a, b, c] = [listener(), listener(), listener()];
    feeds.subscribe(1, a);
    feeds.subscribe(1, b);
    feeds.subscribe(2, c);

    await vi.advanceTimersByTimeAsync(TICK);
    expect(read.mock.calls).toEqual([[1], [2]]);
    expect([a.got, b.got, c.got]).toEqual([['{"eventId":1}'], ['{"eventId":1}'], ['{"eventId":2}']]);

    await vi.advanceTimersByTimeAsync(2 * TICK);
    expect(read).toHaveBeenCalledTimes(6);
  });

  it("stop reading an event once its last stream leaves, and start again with a new one", async () => {
    const read = vi.fn((eventId: number) => Promise.resolve({ eventId }));
    const feeds = createCheckInFeeds(read, TICK);
    const leaveA = feeds.subscribe(1, listener());
    const leaveB = feeds.subscribe(1, listener());
    leaveA();
    await vi.advanceTimersByTimeAsync(TICK);
    expect(read).toHaveBeenCalledTimes(1);
    leaveB();
    await vi.advanceTimersByTimeAsync(3 * TICK);
    expect(read).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);

    const again = listener();
    feeds.subscribe(1, again);
    await vi.advanceTimersByTimeAsync(TICK);
    expect(again.got).toEqual(['{"eventId":1}']);
  });

  it("skip a tick while the last read has not come back, and tell every stream of the event when a read fails", async () => {
    let finish: (value: unknown) => void = () => undefined;
    const read = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const feeds = createCheckInFeeds(read, TICK);
    const a = listener();
    feeds.subscribe(1, a);
    await vi.advanceTimersByTimeAsync(3 * TICK);
    expect(read).toHaveBeenCalledTimes(1);
    finish({ ok: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(a.got).toEqual(['{"ok":true}']);

    const failure = new Error("database gone");
    read.mockImplementation(() => Promise.reject(failure));
    const b = listener();
    feeds.subscribe(1, b);
    await vi.advanceTimersByTimeAsync(TICK);
    expect([a.failed, b.failed]).toEqual([[failure], [failure]]);
  });
});
