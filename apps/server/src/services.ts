import type { Services } from "@vyc/api";
import { createDb, tuneSqlite } from "@vyc/db";
import { systemClock, type Clock } from "@vyc/domain";
import type { Env } from "./env";

export async function createServices(env: Env, clock: Clock = systemClock): Promise<Services> {
  const db = createDb(env.DATABASE_URL);
  await tuneSqlite(db);
  return { db, clock };
}
