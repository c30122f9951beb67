import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../src/client";
import type { Db } from "../src/database";
import { checkpointInBackground } from "../src/wal-checkpoints";

let dir: string;
let file: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "vyc-wal-"));
  file = path.join(dir, "t.db");
  db = createDb(`file:${file}`);
  await sql`CREATE TABLE t (x TEXT)`.execute(db.query);
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const commits = async (count: number) => {
  for (let i = 0; i < count; i++) await sql`INSERT INTO t VALUES (${"x".repeat(2000)})`.execute(db.query);
};

describe("WAL checkpoints in the background", () => {
  it("bring committed pages into the database file while the writer only appends to the WAL", async () => {
    const stop = await checkpointInBackground(db, `file:${file}`, 50);
    try {
      const setting = await sql<{ wal_autocheckpoint: number }>`PRAGMA wal_autocheckpoint`.execute(db.query);
      expect(setting.rows[0]?.wal_autocheckpoint).toBe(0);
      const before = statSync(file).size;
      await commits(1500);
      await expect.poll(() => statSync(file).size, { timeout: 5_000 }).toBeGreaterThan(before + 1_000_000);
    } finally {
      await stop();
    }
  });
});
