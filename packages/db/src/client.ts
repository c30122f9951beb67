import { mkdirSync } from "node:fs";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type BetterSqlite3 from "better-sqlite3";
import { PrismaClient } from "./generated/prisma/client";
import { sqliteFilePath } from "./database-url";
import { createPostgresDb, databaseEngine } from "./postgres/client";
import { isPostgresUrl } from "./postgres/url";
import { SerializedSqlite } from "./serialized-adapter";

export type Db = PrismaClient;
/** The raw better-sqlite3 connection handed to withConnection work. */
export type SqliteConnection = BetterSqlite3.Database;
export type SqliteStatement = BetterSqlite3.Statement<unknown[], unknown>;

const connections = new WeakMap<Db, SerializedSqlite>();

/**
 * Creates the Prisma client for DATABASE_URL through the better-sqlite3 driver adapter, with every
 * use of its single connection taking turns (see SerializedSqlite).
 */
export function createDb(databaseUrl: string): Db {
  if (isPostgresUrl(databaseUrl)) return createPostgresDb(databaseUrl);
  const file = sqliteFilePath(databaseUrl);
  mkdirSync(path.dirname(file), { recursive: true });
  const serialized = new SerializedSqlite(new PrismaBetterSqlite3({ url: file, timeout: 10_000 }));
  const db = new PrismaClient({ adapter: serialized.factory() });
  connections.set(db, serialized);
  return db;
}

/**
 * Runs `work` alone on the database connection, synchronously (better-sqlite3): no other query or
 * transaction can interleave, so a short read-then-write there is atomic and takes microseconds
 * instead of one event-loop turn per query. For hot paths; everything else uses Prisma.
 */
export async function withConnection<T>(db: Db, work: (connection: SqliteConnection) => T): Promise<T> {
  const serialized = connections.get(db);
  if (!serialized) throw new Error("withConnection needs a client made by createDb.");
  if (!serialized.connection) await db.$connect();
  return serialized.lock.run(() => {
    const connection = serialized.connection;
    if (!connection) throw new Error("The database connection is not open.");
    return work(connection);
  });
}

/** WAL keeps readers off the writer's back; run once after connecting. */
export async function tuneSqlite(db: Db): Promise<void> {
  if (databaseEngine(db) === "postgres") return;
  await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await db.$queryRawUnsafe("PRAGMA synchronous = NORMAL");
  await db.$queryRawUnsafe("PRAGMA foreign_keys = ON");
}
