/**
 * npm run db:check [-- --dry-run]: recounts every event's paid and held seats from its orders, and
 * its seats offered to the waiting list from the open offers, and
 * repairs the counters that differ (or, with --dry-run, only reports them and exits 1).
 */
import { createDb } from "../src/client";
import { findSeatDrift, repairSeatCounters } from "../src/stores/seats";

const dryRun = process.argv.includes("--dry-run");
const db = createDb(process.env.DATABASE_URL ?? "file:./var/dev.db");
try {
  const drift = await findSeatDrift(db);
  for (const event of drift) {
    console.info(
      `Event ${event.eventId}: paid seats ${event.paidSeats} (orders say ${event.paidCounted}), held seats ${event.heldSeats} (orders say ${event.heldCounted}), offered seats ${event.offeredSeats} (waiting list says ${event.offeredCounted})`,
    );
  }
  if (drift.length === 0) console.info("Seat counters match the orders.");
  else if (dryRun) process.exitCode = 1;
  else {
    await db.transaction((tx) => repairSeatCounters(tx, drift));
    console.info(`Repaired the seat counters of ${drift.length} event(s).`);
  }
} finally {
  await db.close();
}
