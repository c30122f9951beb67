import { describe, expect, it } from "vitest";
import { createTokenStore } from "./token-store";

function fakeClock(start: number) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("createTokenStore", () => {
  it("returns nothing before sign-in", () => {
    expect(createTokenStore(() => 0).get()).toBeNull();
  });

  it("returns the token until it expires, then forgets it", () => {
    const clock = fakeClock(1_000);
    const store = createTokenStore(clock.now);
    store.set("staff-token", 61_000);
    expect(store.get()).toBe("staff-token");
    clock.advance(59_999);
    expect(store.get()).toBe("staff-token");
    clock.advance(1);
    expect(store.get()).toBeNull();
    // once dropped it stays dropped, even if the clock went backwards
    clock.advance(-10_000);
    expect(store.get()).toBeNull();
  });

  it("treats a token that is already expired as absent", () => {
    const store = createTokenStore(() => 5_000);
    store.set("old", 4_000);
    expect(store.get()).toBeNull();
  });

  it("forgets the token on sign-out and replaces it on a new sign-in", () => {
    const store = createTokenStore(() => 0);
    store.set("first", 10_000);
    store.set("second", 10_000);
    expect(store.get()).toBe("second");
    store.clear();
    expect(store.get()).toBeNull();
  });

  it("rejects an empty token or a non-finite expiry", () => {
    const store = createTokenStore(() => 0);
    expect(() => store.set("", 10)).toThrow();
    expect(() => store.set("t", Number.NaN)).toThrow();
    expect(() => store.set("t", Number.POSITIVE_INFINITY)).toThrow();
    expect(store.get()).toBeNull();
  });
});
