import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db } from "../src/client";
import { sqlOf } from "../src/sql-runner";

let dir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "vyc-db-"));
  db = createDb(`file:${path.join(dir, "t.db")}`);
  await db.$executeRawUnsafe("CREATE TABLE t (x INTEGER)");
});
afterAll(async () => {
  await db.$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

const values = async () => (await db.$queryRawUnsafe<Array<{ x: bigint }>>("SELECT x FROM t ORDER BY x")).map((r) => Number(r.x));

describe("one SQLite connection shared by concurrent requests", () => {
  it("keeps a write made while another request's transaction is open and then rolls back", async () => {
    await db.$executeRawUnsafe("DELETE FROM t");
    const rolledBack = db
      .$transaction(async (tx) => {
        await tx.$executeRawUnsafe("INSERT INTO t VALUES (1)");
        await new Promise((r) => setTimeout(r, 50));
        throw new Error("refused");
      })
      .catch((error: Error) => error.message);
    await new Promise((r) => setTimeout(r, 10));
    await db.$executeRawUnsafe("INSERT INTO t VALUES (2)");
    expect(await rolledBack).toBe("refused");
    expect(await values()).toEqual([2]);
  });

  it("does not let a query see another transaction's uncommitted rows", async () => {
    await db.$executeRawUnsafe("DELETE FROM t");
    const committed = db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("INSERT INTO t VALUES (3)");
      await new Promise((r) => setTimeout(r, 50));
      throw new Error("refused");
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(await values()).toEqual([]);
    await expect(committed).rejects.toThrow("refused");
  });

  it("runs the stores' SQL transactions alone, between Prisma transactions", async () => {
    await db.$executeRawUnsafe("DELETE FROM t");
    const order: string[] = [];
    const tx = db.$transaction(async (t) => {
      await t.$executeRawUnsafe("INSERT INTO t VALUES (4)");
      await new Promise((r) => setTimeout(r, 30));
      order.push("transaction");
    });
    await new Promise((r) => setTimeout(r, 5));
    const counted = await sqlOf(db).transaction(async (sql) => {
      order.push("exclusive");
      return (await sql.get("SELECT COUNT(*) AS n FROM t")) as { n: number };
    });
    await tx;
    expect(order).toEqual(["transaction", "exclusive"]);
    expect(counted.n).toBe(1);
  });

  it("answers plain reads from the read-only connection while a write transaction holds the writer", async () => {
    await db.$executeRawUnsafe("DELETE FROM t");
    await db.$executeRawUnsafe("INSERT INTO t VALUES (5)");
    const order: string[] = [];
    let release!: () => void;
    const writing = sqlOf(db).transaction(async (sql) => {
      await sql.run("INSERT INTO t VALUES (6)");
      await new Promise<void>((resolve) => (release = resolve));
      order.push("transaction");
    });
    await expect.poll(() => typeof release).toBe("function");
    expect(await values()).toEqual([5]);
    expect(await sqlOf(db).all("SELECT x FROM t")).toEqual([{ x: 5 }]);
    order.push("reads");
    release();
    await writing;
    expect(order).toEqual(["reads", "transaction"]);
    expect(await values()).toEqual([5, 6]);
  });
});
