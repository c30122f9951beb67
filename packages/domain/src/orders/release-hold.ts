import { changeOrderStatus, findOrder, sqlOf, type Db } from "@vyc/db";

/** The buyer left checkout (or its time ran out): the held seats go back on sale at once. */
export async function releaseHold(db: Db, userId: string, orderId: number, now: Date): Promise<void> {
  await sqlOf(db).transaction(async (sql) => {
    const order = await findOrder(sql, orderId);
    if (!order || order.userId !== userId || order.captureId !== null) return;
    await changeOrderStatus(sql, order, { from: ["pending"], to: "expired", expiresAt: now });
  });
}
