import { changeOrderStatus, findOrder, type Db } from "@vyc/db";
import { offerReturnedSeats } from "../waiting-list/offer-returned-seats";

/** The buyer left checkout (or its time ran out): the held seats go back on sale at once, to the waiting list first. */
export async function releaseHold(db: Db, userId: string, orderId: number, now: Date): Promise<void> {
  await db.transaction(async (sql) => {
    const order = await findOrder(sql, orderId);
    if (!order || order.userId !== userId || order.captureId !== null) return;
    if (await changeOrderStatus(sql, order, { from: ["pending"], to: "expired", expiresAt: now })) await offerReturnedSeats(sql, order.eventId, now);
  });
}
