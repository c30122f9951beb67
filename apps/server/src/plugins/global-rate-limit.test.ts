import { RateLimiterMemory } from "rate-limiter-flexible";
import { describe, expect, it } from "vitest";
import { SharedRequestBudget } from "./global-rate-limit";

/** Servers sharing one store of counters (here rate-limiter-flexible's in-memory one, in place of PostgreSQL's table). */
function servers(count: number, max: number) {
  const store = new RateLimiterMemory({ keyPrefix: "requests", points: max, duration: 60 });
  const budgets = Array.from({ length: count }, () => new SharedRequestBudget(store, max));
  const request = (server: number, address: string) =>
    new Promise<{ admitted: boolean; remaining: number; ttl: number }>((resolve, reject) => {
      budgets[server]?.count(address, (error, result) => {
        if (error || !result) reject(error ?? new Error("no count"));
        else resolve({ admitted: result.current <= max, remaining: Math.max(0, max - result.current), ttl: result.ttl });
      });
    });
  const takenFromStore = async (address: string) => (await store.get(address))?.consumedPoints ?? 0;
  return { request, takenFromStore };
}

describe("a request budget shared by several servers", () => {
  it.each([10, 40, 600, 3000])("admits exactly %i requests of one address alternating between two servers, then refuses it on both", async (max) => {
    const { request } = servers(2, max);
    let admitted = 0;
    for (let i = 0; i < max; i += 1) if ((await request(i % 2, "10.0.0.1")).admitted) admitted += 1;
    expect(admitted).toBe(max);
    expect((await request(0, "10.0.0.1")).admitted).toBe(false);
    expect((await request(1, "10.0.0.1")).admitted).toBe(false);
    expect((await request(1, "10.0.0.2")).admitted).toBe(true);
  });

  it("admits exactly the budget of a burst spread over three servers at once", async () => {
    const { request } = servers(3, 500);
    const answers = await Promise.all(Array.from({ length: 1800 }, (_, i) => request(i % 3, "10.0.0.3")));
    expect(answers.filter((answer) => answer.admitted)).toHaveLength(500);
  });

  it("admits as much from one server as from many", async () => {
    const { request } = servers(4, 300);
    const answers = await Promise.all(Array.from({ length: 400 }, () => request(2, "10.0.0.4")));
    expect(answers.filter((answer) => answer.admitted)).toHaveLength(300);
  });

  it("goes to the store once per 32 requests of an address while its budget is large", async () => {
    const { request, takenFromStore } = servers(1, 3000);
    await request(0, "10.0.0.5");
    expect(await takenFromStore("10.0.0.5")).toBe(32);
    for (let i = 1; i < 32; i += 1) await request(0, "10.0.0.5");
    expect(await takenFromStore("10.0.0.5")).toBe(32);
    await request(0, "10.0.0.5");
    expect(await takenFromStore("10.0.0.5")).toBe(64);
  });

  it("takes as many points as requests of a burst are waiting, none more", async () => {
    const { request, takenFromStore } = servers(1, 3000);
    const answers = await Promise.all(Array.from({ length: 100 }, () => request(0, "10.0.0.7")));
    expect(answers.every((answer) => answer.admitted)).toBe(true);
    expect(await takenFromStore("10.0.0.7")).toBe(100);
  });

  it("tells how many requests are left and when the window ends", async () => {
    const { request } = servers(1, 20);
    const first = await request(0, "10.0.0.6");
    expect(first).toMatchObject({ admitted: true, remaining: 19 });
    expect(first.ttl).toBeGreaterThan(59_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    for (let i = 2; i < 20; i += 1) await request(0, "10.0.0.6");
    expect(await request(0, "10.0.0.6")).toMatchObject({ admitted: true, remaining: 0 });
    expect(await request(0, "10.0.0.6")).toMatchObject({ admitted: false, remaining: 0 });
  });
});
