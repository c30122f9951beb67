import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb, type Db } from "../src/client";
import { ConnectionLock } from "../src/connection-lock";
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

/** Every turn asked of the writer connection, watched only: the lock still serves each one. */
const turns = vi.spyOn(ConnectionLock.prototype, "acquire");
/** Resolves once one more turn than `before` has been asked for: that work now waits for the connection. */
const waitingForTurn = (before: number) => expect.poll(() => turns.mock.calls.length).toBe(before + 1);

/** A promise and the function that resolves it, to hold a transaction open until the test lets it end. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const values = async () => (await db.$queryRawUnsafe<Array<{ x: bigint }>>("SELECT x FROM t ORDER BY x")).map((r) => Number(r.x));

describe("one SQLite connection shared by concurrent requests", () => {
  it("keeps a write made while another request's transaction is open and then rolls back", async () => {
    await db.$executeRawUnsafe("DELETE FROM t");
    const inserted = gate();
    const ended = gate();
    const rolledBack = db
      .$transaction(async (tx) => {
        await tx.$executeRawUnsafe("INSERT INTO t VALUES (1)");
        inserted.open();
        await ended.opened;
        throw new Error("refused");
      })
      .catch((error: Error) => error.message);
    await inserted.opened;
    const before = turns.mock.calls.length;
    // Chained so that it is sent now: a Prisma query starts once awaited or chained.
    const written = db.$executeRawUnsafe("INSERT INTO t VALUES (2)").then((count) => count);
    await waitingForTurn(before);
    ended.open();
    expect(await rolledBack).toBe("refused");
    expect(await written).toBe(1);
    expect(await values()).toEqual([2]);
  });

  it("does not let a query see another transaction's uncommitted rows", async () => {
    await db.$executeRawUnsafe("DELETE FROM t");
    const inserted = gate();
    const ended = gate();
    const committed = db.$transaction(async (tx) => {
      await tx.$executeRawUnsafe("INSERT INTO t VALUES (3)");
      inserted.open();
      await ended.opened;
      throw new Error("refused");
    });
    await inserted.opened;
    expect(await values()).toEqual([]);
    ended.open();
    await expect(committed).rejects.toThrow("refused");
  });

  it("runs the stores' SQL transactions alone, between Prisma transactions", async () => {
    await db.$executeRawUnsafe("DELETE FROM t");
    const order: string[] = [];
    const inserted = gate();
    const ended = gate();
    const tx = db.$transaction(async (t) => {
      await t.$executeRawUnsafe("INSERT INTO t VALUES (4)");
      inserted.open();
      await ended.opened;
      order.push("transaction");
    });
    await inserted.opened;
    const before = turns.mock.calls.length;
    const counting = sqlOf(db).transaction(async (sql) => {
      order.push("exclusive");
      return (await sql.get("SELECT COUNT(*) AS n FROM t")) as { n: number };
    });
    await waitingForTurn(before);
    expect(order).toEqual([]);
    ended.open();
    const counted = await counting;
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
