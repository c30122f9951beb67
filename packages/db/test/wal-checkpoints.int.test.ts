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
  it("bring committed pages into the database file while the writer, below 16 MB of WAL, only appends to it", async () => {
    const stop = await checkpointInBackground(db, `file:${file}`, { intervalMs: 50 });
    try {
      const setting = await sql<{ wal_autocheckpoint: number }>`PRAGMA wal_autocheckpoint`.execute(db.query);
      expect(setting.rows[0]?.wal_autocheckpoint).toBe(4096);
      const before = statSync(file).size;
      await commits(1500);
      await expect.poll(() => statSync(file).size, { timeout: 5_000 }).toBeGreaterThan(before + 1_000_000);
    } finally {
      await stop();
    }
  });

  it("truncate the WAL once the server is quiet, and keep its size limit", async () => {
    const limit = await sql<{ journal_size_limit: number }>`PRAGMA journal_size_limit`.execute(db.query);
    expect(limit.rows[0]?.journal_size_limit).toBe(64 * 1024 * 1024);
    const stop = await checkpointInBackground(db, `file:${file}`, { intervalMs: 50 });
    try {
      await commits(1500);
      expect(statSync(`${file}-wal`).size).toBeGreaterThan(1_000_000);
      await expect.poll(() => statSync(`${file}-wal`).size, { timeout: 5_000 }).toBe(0);
      await commits(10);
      expect((await sql<{ n: number }>`SELECT count(*) AS n FROM t`.execute(db.query)).rows[0]?.n).toBe(3010);
    } finally {
      await stop();
    }
  });

  it("keep the WAL within its limit while commits never pause", async () => {
    const stop = await checkpointInBackground(db, `file:${file}`, { intervalMs: 50 });
    let largest = 0;
    try {
      for (let i = 0; i < 25_000; i++) {
        await sql`INSERT INTO t VALUES (${"y".repeat(3500)})`.execute(db.query);
        if (i % 100 === 0) largest = Math.max(largest, statSync(`${file}-wal`).size);
      }
    } finally {
      await stop();
    }
    expect(largest).toBeGreaterThan(4_000_000);
    expect(largest).toBeLessThanOrEqual(64 * 1024 * 1024);
  });
});
