import type { Db } from "@vyc/db";

/** The buyer left checkout (or its time ran out): the held seats go back on sale at once. */
export async function releaseHold(db: Db, userId: string, orderId: number, now: Date): Promise<void> {
  await db.order.updateMany({ where: { id: orderId, userId, status: "pending", captureId: null }, data: { status: "expired", expiresAt: now } });
}
