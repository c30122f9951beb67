import { existsSync } from "node:fs";
import { createDb } from "@vyc/db";
import { seedDemoEvents } from "@vyc/db/seed";

/** Idempotent: a second run creates nothing. */
async function seed(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const db = createDb(process.env.DATABASE_URL ?? "file:./var/dev.db");
  try {
    const created = await seedDemoEvents(db, new Date());
    console.info(created ? `Seeded ${created} demo events.` : "Demo events already present.");
  } finally {
    await db.close();
  }
}

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
