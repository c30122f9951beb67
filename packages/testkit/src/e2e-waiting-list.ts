import type { Db } from "@vyc/db";

export const E2E_WAITING_LIST_EVENT = "Waiting List Weekend";

/**
 * A sold-out event for the waiting-list browser test: one seat, held by a checkout that runs for a
 * year (a pending order, counted in the event's held seats), so the seat only comes back when staff
 * raise the capacity.
 */
export async function seedE2eWaitingListEvent(db: Db, now: Date): Promise<void> {
  const base = await db.event.findUniqueOrThrow({ where: { slug: "identity-summer-camp-germany" } });
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = base;
  const event = await db.event.create({ data: { ...fields, slug: "e2e-waiting-list-weekend", name: E2E_WAITING_LIST_EVENT, nameVi: "", capacity: 1 } });
  const holder = await db.user.create({ data: { email: "seat-holder@example.test", passwordHash: "!", emailVerifiedAt: now } });
  await db.$transaction([
    db.order.create({
      data: {
        userId: holder.id,
        eventId: event.id,
        status: "pending",
        quantity: 1,
        unitPriceMinor: event.priceMinor,
        subtotalMinor: event.priceMinor,
        totalMinor: event.priceMinor,
        currency: event.currency,
        createdAt: now,
        expiresAt: new Date(now.getTime() + 365 * 24 * 60 * 60 * 1000),
      },
    }),
    db.eventSeats.create({ data: { eventId: event.id, held: 1 } }),
  ]);
}
