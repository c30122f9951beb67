import type { Db } from "@vyc/db";

type Reader = Pick<Db, "order">;

/** Seats taken per event: paid orders plus pending orders whose hold has not expired. */
export async function seatsTaken(db: Reader, eventIds: number[], now: Date): Promise<Map<number, number>> {
  const rows = await db.order.groupBy({
    by: ["eventId"],
    where: {
      eventId: { in: eventIds },
      OR: [{ status: "paid" }, { status: "pending", expiresAt: { gt: now } }],
    },
    _sum: { quantity: true },
  });
  return new Map(rows.map((r) => [r.eventId, r._sum.quantity ?? 0]));
}
