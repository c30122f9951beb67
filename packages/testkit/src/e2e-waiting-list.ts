import { randomUUID } from "node:crypto";
import { type Db } from "@vyc/db";
import { copyEvent, eventById, eventIdBySlug } from "./db-lookups";

const E2E_WAITING_LIST_EVENT = "Waiting List Weekend";

/**
 * A sold-out event for the waiting-list browser test: one seat, held by a checkout that runs for a
 * year (a pending order, counted in the event's held seats), so the seat only comes back when staff
 * raise the capacity.
 */
export async function seedE2eWaitingListEvent(db: Db, now: Date): Promise<void> {
  const data = db;
  const eventId = await copyEvent(data, await eventIdBySlug(data, "identity-summer-camp-germany"), { slug: "e2e-waiting-list-weekend", name: E2E_WAITING_LIST_EVENT, nameVi: "", capacity: 1 });
  const event = await eventById(data, eventId);
  const holder = await data.query
    .insertInto("User")
    .values({ id: randomUUID(), email: "seat-holder@example.test", passwordHash: "!", emailVerifiedAt: now, createdAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  await data.transaction(async (tx) => {
    await tx.query
      .insertInto("Order")
      .values({
        userId: holder.id,
        eventId,
        status: "pending",
        quantity: 1,
        unitPriceMinor: event.priceMinor,
        subtotalMinor: event.priceMinor,
        totalMinor: event.priceMinor,
        currency: event.currency,
        createdAt: now,
        expiresAt: new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000),
      })
      .execute();
    await tx.query.insertInto("EventSeats").values({ eventId, held: 1 }).execute();
  });
}
