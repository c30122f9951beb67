import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createDb } from "../src/client";
import { ConnectionLock } from "../src/connection-lock";
import type { Db } from "../src/database";
import { applyMigrations } from "../src/migrations";

let dir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "vyc-db-"));
  const file = path.join(dir, "t.db");
  await applyMigrations(file);
  db = createDb(`file:${file}`);
  await sql`CREATE TABLE t (x INTEGER)`.execute(db.query);
});
afterAll(async () => {
  await db.close();
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

const insert = (on: { query: Db["query"] }, x: number) => sql`INSERT INTO t VALUES (${x})`.execute(on.query);
const values = async () => (await sql<{ x: number }>`SELECT x FROM t ORDER BY x`.execute(db.query)).rows.map((r) => r.x);
const clear = () => sql`DELETE FROM t`.execute(db.query);

describe("one SQLite writer shared by concurrent requests", () => {
  it("keeps a write made while another request's transaction is open and then rolls back", async () => {
    await clear();
    const inserted = gate();
    const ended = gate();
    const rolledBack = db
      .transaction(async (tx) => {
        await insert(tx, 1);
        inserted.open();
        await ended.opened;
        throw new Error("refused");
      })
      .catch((error: Error) => error.message);
    await inserted.opened;
    const before = turns.mock.calls.length;
    const written = insert(db, 2);
    await waitingForTurn(before);
    ended.open();
    expect(await rolledBack).toBe("refused");
    await written;
    expect(await values()).toEqual([2]);
  });

  it("runs transactions one after the other, each seeing what the one before committed", async () => {
    await clear();
    const order: string[] = [];
    const inserted = gate();
    const ended = gate();
    const first = db.transaction(async (tx) => {
      await insert(tx, 4);
      inserted.open();
      await ended.opened;
      order.push("first");
    });
    await inserted.opened;
    const before = turns.mock.calls.length;
    const counting = db.transaction(async (tx) => {
      order.push("second");
      return (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM t`.execute(tx.query)).rows[0]?.n;
    });
    await waitingForTurn(before);
    expect(order).toEqual([]);
    ended.open();
    expect(await counting).toBe(1);
    await first;
    expect(order).toEqual(["first", "second"]);
  });

  it("answers plain reads from the read-only connection, without another transaction's uncommitted rows, while it holds the writer", async () => {
    await clear();
    await insert(db, 5);
    const order: string[] = [];
    const inserted = gate();
    const ended = gate();
    const writing = db.transaction(async (tx) => {
      await insert(tx, 6);
      inserted.open();
      await ended.opened;
      order.push("transaction");
    });
    await inserted.opened;
    expect(await values()).toEqual([5]);
    order.push("reads");
    ended.open();
    await writing;
    expect(order).toEqual(["reads", "transaction"]);
    expect(await values()).toEqual([5, 6]);
  });
});

describe("rows read through the query layer on SQLite", () => {
  it("come back with the schema's times as Date and booleans as boolean, also under another name", async () => {
    const createdAt = new Date("2026-07-01T08:30:00.250Z");
    const inserted = await db.query
      .insertInto("Discount")
      .values({ id: "rows-test", code: "ROWS", percent: 10, active: true, validFrom: null, createdAt })
      .returning(["active", "createdAt", "validFrom"])
      .executeTakeFirstOrThrow();
    expect(inserted).toEqual({ active: true, createdAt, validFrom: null });
    const row = await db.query
      .selectFrom("Discount")
      .select(["Discount.active as usable", "Discount.createdAt as since", "percent"])
      .where("id", "=", "rows-test")
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ usable: true, since: createdAt, percent: 10 });
  });
});
