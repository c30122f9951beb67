import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, tuneSqlite, type Db } from "../src/client";
import { sqlOf } from "../src/sql-runner";
import { checkpointInBackground } from "../src/wal-checkpoints";

let dir: string;
let file: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "vyc-wal-"));
  file = path.join(dir, "t.db");
  db = createDb(`file:${file}`);
  await tuneSqlite(db);
  await db.$executeRawUnsafe("CREATE TABLE t (x TEXT)");
});
afterAll(async () => {
  await db.$disconnect();
  rmSync(dir, { recursive: true, force: true });
});

const commits = async (count: number) => {
  for (let i = 0; i < count; i++) await sqlOf(db).run("INSERT INTO t VALUES (?)", ["x".repeat(2000)]);
};

describe("WAL checkpoints in the background", () => {
  it("bring committed pages into the database file while the writer only appends to the WAL", async () => {
    const stop = await checkpointInBackground(db, `file:${file}`, 50);
    try {
      expect(Number((await sqlOf(db).get("PRAGMA wal_autocheckpoint"))?.wal_autocheckpoint)).toBe(0);
      const before = statSync(file).size;
      await commits(1500);
      await expect.poll(() => statSync(file).size, { timeout: 5_000 }).toBeGreaterThan(before + 1_000_000);
    } finally {
      await stop();
    }
  });
});
