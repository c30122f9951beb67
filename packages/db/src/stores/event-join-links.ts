import type { Queries } from "../database";

/** Writes an online event's join link, sealed by the caller (null: none). */
export async function saveEventJoinLink(db: Queries, eventId: number, sealedLink: string | null, now: Date): Promise<void> {
  await db.query.updateTable("Event").set({ joinLink: sealedLink, updatedAt: now }).where("id", "=", eventId).execute();
}

/** The paid orders of an event that still hold a valid ticket: their buyers hold the event's join link. */
export async function listHolderOrderIds(db: Queries, eventId: number): Promise<number[]> {
  const rows = await db.query
    .selectFrom("Order as o")
    .select("o.id")
    .where("o.eventId", "=", eventId)
    .where("o.status", "=", "paid")
    .where((eb) => eb.exists(eb.selectFrom("Ticket as t").select("t.id").whereRef("t.orderId", "=", "o.id").where("t.status", "=", "valid")))
    .orderBy("o.id")
    .execute();
  return rows.map((row) => row.id);
}

/** Events whose join link is not sealed under the key with this prefix (after a key rotation). */
export function listJoinLinksToReseal(db: Queries, currentPrefix: string): Promise<Array<{ id: number; joinLink: string }>> {
  return db.query
    .selectFrom("Event")
    .select(["id", "joinLink"])
    .where("joinLink", "is not", null)
    .where((eb) => eb(eb.fn<string>("substr", [eb.ref("joinLink"), eb.lit(1), eb.lit(currentPrefix.length)]), "!=", currentPrefix))
    .$narrowType<{ joinLink: string }>()
    .execute();
}
