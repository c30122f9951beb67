import { createDb } from "@vyc/db";
import { demoEvents } from "./seed-data";

/** Idempotent: events are keyed by slug and only created when missing. */
async function seed(): Promise<void> {
  const db = createDb(process.env.DATABASE_URL ?? "file:./var/dev.db");
  try {
    let created = 0;
    for (const e of demoEvents(new Date())) {
      const exists = await db.event.findUnique({ where: { slug: e.slug }, select: { id: true } });
      if (exists) continue;
      await db.event.create({
        data: {
          ...e,
          year: e.dateStart.getUTCFullYear(),
          features: JSON.stringify(e.features),
          checklist: JSON.stringify(e.checklist),
          images: JSON.stringify(e.images),
        },
      });
      created += 1;
    }
    console.info(created ? `Seeded ${created} demo events.` : "Demo events already present.");
  } finally {
    await db.$disconnect();
  }
}

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
