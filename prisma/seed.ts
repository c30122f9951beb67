import { existsSync } from "node:fs";
import { createDb } from "@vyc/db";
import { DEMO_JOIN_LINK, seedDemoEvents, seedDemoJoinLink } from "@vyc/db/seed";
import { parseDataKeys, sealText, useDataKeys } from "@vyc/domain/privacy";

/** Idempotent: a second run creates nothing. */
async function seed(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const db = createDb(process.env.DATABASE_URL ?? "file:./var/dev.db");
  try {
    if (process.env.DATA_ENCRYPTION_KEYS) useDataKeys(parseDataKeys(process.env.DATA_ENCRYPTION_KEYS));
    const now = new Date();
    const created = await seedDemoEvents(db, now);
    await seedDemoJoinLink(db, sealText(DEMO_JOIN_LINK.link) ?? "", now);
    console.info(created ? `Seeded ${created} demo events.` : "Demo events already present.");
  } finally {
    await db.close();
  }
}

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
