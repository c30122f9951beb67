import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { createDb } from "../../src/client";
import type { Db } from "../../src/database";
import { isUniqueViolation } from "../../src/errors";
import { createScratchDatabase, type ScratchDatabase } from "../../src/postgres/scratch-database";

// Run by the PostgreSQL pass only (npm run test:int:pg). A time zone far from UTC proves that times
// do not depend on the process's zone.
process.env.TZ = "America/New_York";

let scratch: ScratchDatabase;
let db: Db;

beforeAll(async () => {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) throw new Error("TEST_POSTGRES_URL is not set");
  scratch = await createScratchDatabase(serverUrl);
  db = createDb(scratch.url);
});

afterAll(async () => {
  await db?.close();
  await scratch?.drop();
});

const message = (id: string, createdAt = new Date()) => ({
  id,
  firstName: "An",
  lastName: "Nguyen",
  email: `${id}@example.org`,
  phone: "1",
  subject: "s",
  message: "m",
  createdAt,
});

describe("a PostgreSQL database from createDb", () => {
  it("is a PostgreSQL database with its pool", () => {
    expect(db.engine).toBe("postgres");
    expect(db.postgresPool).not.toBeNull();
  });

  it("commits a transaction that is not durable without waiting for the disk, every other one as the server is set to, each bounded in its lock waits", async () => {
    const settings = (tx: { query: Db["query"] }) => sql<{ commit: string; lock: string }>`SELECT current_setting('synchronous_commit') AS commit, current_setting('lock_timeout') AS lock`.execute(tx.query);
    const serverDefault = (await sql<{ commit: string }>`SELECT reset_val AS commit FROM pg_settings WHERE name = 'synchronous_commit'`.execute(db.query)).rows[0]?.commit;
    const relaxed = await db.transaction(settings, { durable: false });
    const durable = await db.transaction(settings);
    const outside = await settings(db);
    expect(relaxed.rows[0]).toEqual({ commit: "off", lock: "5s" });
    expect(durable.rows[0]).toEqual({ commit: serverDefault, lock: "5s" });
    expect(outside.rows[0]?.commit).toBe(serverDefault);
  });

  it("writes and reads times as UTC to the millisecond, whatever the process's time zone", async () => {
    const written = new Date("2026-07-01T23:20:30.456Z");
    await db.query.insertInto("ContactMessage").values(message("utc", written)).execute();
    const row = await db.query.selectFrom("ContactMessage").select("createdAt").where("id", "=", "utc").executeTakeFirstOrThrow();
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.createdAt.toISOString()).toBe(written.toISOString());
    const stored = await sql<{ text: string }>`SELECT "createdAt"::text AS text FROM "ContactMessage" WHERE "id" = 'utc'`.execute(db.query);
    expect(stored.rows[0]?.text).toBe("2026-07-01 23:20:30.456");
    await db.query.insertInto("ContactMessage").values(message("early", new Date("2026-01-02T03:04:05.678Z"))).execute();
    const later = await db.query.selectFrom("ContactMessage").select("id").where("createdAt", ">", new Date("2026-06-01T00:00:00Z")).execute();
    expect(later).toEqual([{ id: "utc" }]);
  });

  it("answers counts and sums as numbers, and writes with their row count", async () => {
    await db.query.insertInto("ContactMessage").values([message("c1"), message("c2")]).execute();
    const counted = await db.query
      .selectFrom("ContactMessage")
      .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.sum<number>(eb.fn("length", ["id"])).as("total")])
      .where("id", "like", "c%")
      .executeTakeFirstOrThrow();
    expect(counted).toEqual({ n: 2, total: 4 });
    const updated = await db.query.updateTable("ContactMessage").set({ handledAt: new Date() }).where("id", "like", "c%").executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
  });

  it("binds booleans and reads them as booleans", async () => {
    await db.query.insertInto("Discount").values({ id: "d1", code: "TRUEISH", percent: 10, createdAt: new Date() }).execute();
    const changed = await db.query.updateTable("Discount").set({ active: false }).where("id", "=", "d1").where("active", "=", true).executeTakeFirst();
    expect(changed.numUpdatedRows).toBe(1n);
    expect(await db.query.selectFrom("Discount").select("active").where("id", "=", "d1").executeTakeFirst()).toEqual({ active: false });
  });

  it("commits a transaction's work, and rolls all of it back when the work throws", async () => {
    const use = (tx: { query: Db["query"] }, by: number) =>
      tx.query.updateTable("Discount").set((eb) => ({ uses: eb("uses", "+", by) })).where("id", "=", "d1").execute();
    await db.transaction(async (tx) => {
      await use(tx, 1);
      await use(tx, 1);
    });
    await expect(
      db.transaction(async (tx) => {
        await use(tx, 10);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect((await db.query.selectFrom("Discount").select("uses").where("id", "=", "d1").executeTakeFirstOrThrow()).uses).toBe(2);
    expect(db.postgresPool?.totalCount).toBeLessThanOrEqual(10);
  });

  it("reports duplicate keys as unique violations, and other refusals as not", async () => {
    const duplicate = await db.query
      .insertInto("Discount")
      .values({ id: "d2", code: "TRUEISH", percent: 5, createdAt: new Date() })
      .execute()
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const missing = await db.query
      .insertInto("Order")
      .values({ eventId: 999, quantity: 1, unitPriceMinor: 0, subtotalMinor: 0, totalMinor: 0, currency: "EUR", createdAt: new Date() })
      .execute()
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(Error);
    expect(isUniqueViolation(missing)).toBe(false);
  });

  it("ends its pool on close", async () => {
    const other = createDb(scratch.url);
    await sql`SELECT 1`.execute(other.query);
    await other.close();
    expect(other.postgresPool?.ended).toBe(true);
  });
});
