import { mkdirSync } from "node:fs";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaClient } from "./generated/prisma/client";
import { sqliteFilePath } from "./database-url";

export type Db = PrismaClient;

/** Creates the Prisma client for DATABASE_URL through the better-sqlite3 driver adapter. */
export function createDb(databaseUrl: string): Db {
  const file = sqliteFilePath(databaseUrl);
  mkdirSync(path.dirname(file), { recursive: true });
  const adapter = new PrismaBetterSqlite3({ url: file, timeout: 10_000 });
  return new PrismaClient({ adapter });
}

/** WAL keeps readers off the writer's back; run once after connecting. */
export async function tuneSqlite(db: Db): Promise<void> {
  await db.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await db.$queryRawUnsafe("PRAGMA synchronous = NORMAL");
  await db.$queryRawUnsafe("PRAGMA foreign_keys = ON");
}
