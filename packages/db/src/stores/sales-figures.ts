import type { OrderStatus } from "@vyc/validators";
import type { Queries } from "../database";

/** The site's running totals, as the monitoring reads them. */
export interface SalesFigures {
  /** Orders per status; a status no order is in is left out. */
  ordersByStatus: Partial<Record<OrderStatus, number>>;
  /** Tickets of paid orders. */
  ticketsSold: number;
  /** Holds still running, and the seats they keep. */
  holdsLive: number;
  seatsHeld: number;
  /** Tickets checked in at a desk. */
  checkedIn: number;
  /** Outbox messages still to carry out (pending) and given up (failed). */
  outboxByStatus: { pending: number; failed: number };
}

export async function readSalesFigures(db: Queries, now: Date): Promise<SalesFigures> {
  const statuses = await db.query
    .selectFrom("Order")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .$narrowType<{ status: OrderStatus }>()
    .execute();
  const totals = await db.query
    .selectNoFrom((eb) => [
      eb
        .selectFrom("Ticket as t")
        .innerJoin("Order as o", "o.id", "t.orderId")
        .select((q) => q.fn.countAll<number>().as("n"))
        .where("o.status", "=", "paid")
        .$asScalar()
        .as("ticketsSold"),
      eb
        .selectFrom("Order")
        .select((q) => q.fn.countAll<number>().as("n"))
        .where("status", "=", "pending")
        .where("expiresAt", ">", now)
        .$asScalar()
        .as("holdsLive"),
      eb
        .selectFrom("Order")
        .select((q) => q.fn.coalesce(q.fn.sum<number>("quantity"), q.lit(0)).as("n"))
        .where("status", "=", "pending")
        .where("expiresAt", ">", now)
        .$asScalar()
        .as("seatsHeld"),
      eb.selectFrom("Ticket").select((q) => q.fn.countAll<number>().as("n")).where("checkedInAt", "is not", null).$asScalar().as("checkedIn"),
    ])
    .executeTakeFirstOrThrow();
  const outbox = await db.query
    .selectFrom("OutboxMessage")
    .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
    .where("status", "in", ["pending", "failed"])
    .groupBy("status")
    .execute();
  const outboxCount = (status: string): number => outbox.find((row) => row.status === status)?.count ?? 0;
  return {
    outboxByStatus: { pending: outboxCount("pending"), failed: outboxCount("failed") },
    ordersByStatus: Object.fromEntries(statuses.map((row) => [row.status, row.count])),
    ...totals,
  };
}
