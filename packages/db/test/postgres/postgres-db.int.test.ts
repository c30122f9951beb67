import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../../src/client";
import { isUniqueViolation } from "../../src/errors";
import { sqlOf } from "../../src/sql-runner";
import { databaseEngine, postgresPool } from "../../src/postgres/client";
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
  await db?.$disconnect();
  await scratch?.drop();
});

const message = (id: string, createdAt?: Date) => ({
  id,
  firstName: "An",
  lastName: "Nguyen",
  email: `${id}@example.org`,
  phone: "1",
  subject: "s",
  message: "m",
  ...(createdAt ? { createdAt } : {}),
});

describe("a PostgreSQL database from createDb", () => {
  it("is a PostgreSQL client with its pool", () => {
    expect(databaseEngine(db)).toBe("postgres");
    expect(postgresPool(db)).not.toBeNull();
    expect(sqlOf(db).engine).toBe("postgres");
  });

  it("reads a time written by the SQL runner through Prisma, and the other way round, to the millisecond", async () => {
    const sql = sqlOf(db);
    const written = new Date("2026-07-01T23:20:30.456Z");
    await sql.run(
      `INSERT INTO "ContactMessage" ("id", "firstName", "lastName", "email", "phone", "subject", "message", "createdAt") VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      ["runner", "An", "Nguyen", "a@example.org", "1", "s", "m", written],
    );
    expect((await db.contactMessage.findUniqueOrThrow({ where: { id: "runner" } })).createdAt.toISOString()).toBe(written.toISOString());

    const byPrisma = new Date("2026-01-02T03:04:05.678Z");
    await db.contactMessage.create({ data: message("prisma", byPrisma) });
    const row = await sql.get<{ createdAt: Date }>(`SELECT "createdAt" FROM "ContactMessage" WHERE "id" = ?`, ["prisma"]);
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(row?.createdAt.toISOString()).toBe(byPrisma.toISOString());

    const later = await sql.all(`SELECT "id" FROM "ContactMessage" WHERE "createdAt" > ? ORDER BY "id"`, [new Date("2026-06-01T00:00:00Z")]);
    expect(later).toEqual([{ id: "runner" }]);
  });

  it("answers counts and sums as numbers, and writes with their row count", async () => {
    const sql = sqlOf(db);
    await db.contactMessage.createMany({ data: [message("c1"), message("c2")] });
    const counted = await sql.get<{ n: number; total: number }>(`SELECT COUNT(*) AS "n", SUM(LENGTH("id")) AS "total" FROM "ContactMessage" WHERE "id" LIKE ?`, ["c%"]);
    expect(counted).toEqual({ n: 2, total: 4 });
    expect(await sql.run(`UPDATE "ContactMessage" SET "handledAt" = ? WHERE "id" LIKE ?`, [new Date(), "c%"])).toBe(2);
    expect(await sql.run(`UPDATE "ContactMessage" SET "subject" = '?' WHERE "id" = ?`, ["none"])).toBe(0);
  });

  it("binds booleans and reads them as booleans", async () => {
    const sql = sqlOf(db);
    await db.discount.create({ data: { id: "d1", code: "TRUEISH", percent: 10 } });
    expect(await sql.run(`UPDATE "Discount" SET "active" = FALSE WHERE "id" = ? AND "active" = ?`, ["d1", true])).toBe(1);
    expect(await sql.get(`SELECT "active" FROM "Discount" WHERE "id" = ?`, ["d1"])).toEqual({ active: false });
  });

  it("commits a transaction's work, and rolls all of it back when the work throws", async () => {
    const sql = sqlOf(db);
    await sql.transaction(async (tx) => {
      await tx.run(`UPDATE "Discount" SET "uses" = "uses" + 1 WHERE "id" = ?`, ["d1"]);
      await tx.run(`UPDATE "Discount" SET "uses" = "uses" + 1 WHERE "id" = ?`, ["d1"]);
    });
    await expect(
      sql.transaction(async (tx) => {
        await tx.run(`UPDATE "Discount" SET "uses" = "uses" + 10 WHERE "id" = ?`, ["d1"]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect((await db.discount.findUniqueOrThrow({ where: { id: "d1" } })).uses).toBe(2);
    expect(postgresPool(db)?.totalCount).toBeLessThanOrEqual(10);
  });

  it("reports duplicate keys from the runner and from Prisma as unique violations", async () => {
    const duplicate = await sqlOf(db)
      .run(`INSERT INTO "Discount" ("id", "code", "percent") VALUES (?, ?, ?)`, ["d2", "TRUEISH", 5])
      .catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    const viaPrisma = await db.discount.create({ data: { code: "TRUEISH", percent: 5 } }).catch((error: unknown) => error);
    expect(isUniqueViolation(viaPrisma)).toBe(true);
    const missing = await sqlOf(db).run(`INSERT INTO "Order" ("eventId", "quantity", "unitPriceMinor", "subtotalMinor", "totalMinor", "currency") VALUES (?, 1, 0, 0, 0, 'EUR')`, [999]).catch((error: unknown) => error);
    expect(isUniqueViolation(missing)).toBe(false);
  });

  it("ends its pool on $disconnect", async () => {
    const other = createDb(scratch.url);
    await other.contactMessage.count();
    await sqlOf(other).get("SELECT 1 AS one");
    await other.$disconnect();
    expect(postgresPool(other)?.ended).toBe(true);
  });
});
