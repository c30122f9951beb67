import type { OrderStatus } from "@vyc/validators";
import type { SqlRunner } from "../sql-runner";

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

export async function readSalesFigures(sql: SqlRunner, now: Date): Promise<SalesFigures> {
  const statuses = await sql.all<{ status: OrderStatus; count: number }>(`SELECT "status", COUNT(*) AS "count" FROM "Order" GROUP BY "status"`);
  const totals = await sql.get<{ ticketsSold: number; holdsLive: number; seatsHeld: number; checkedIn: number }>(
    `SELECT
       (SELECT COUNT(*) FROM "Ticket" t JOIN "Order" o ON o."id" = t."orderId" WHERE o."status" = 'paid') AS "ticketsSold",
       (SELECT COUNT(*) FROM "Order" WHERE "status" = 'pending' AND "expiresAt" > ?) AS "holdsLive",
       (SELECT COALESCE(SUM("quantity"), 0) FROM "Order" WHERE "status" = 'pending' AND "expiresAt" > ?) AS "seatsHeld",
       (SELECT COUNT(*) FROM "Ticket" WHERE "checkedInAt" IS NOT NULL) AS "checkedIn"`,
    [now, now],
  );
  const outbox = await sql.all<{ status: string; count: number }>(`SELECT "status", COUNT(*) AS "count" FROM "OutboxMessage" WHERE "status" IN ('pending', 'failed') GROUP BY "status"`);
  const outboxCount = (status: string): number => Number(outbox.find((row) => row.status === status)?.count ?? 0);
  return {
    outboxByStatus: { pending: outboxCount("pending"), failed: outboxCount("failed") },
    ordersByStatus: Object.fromEntries(statuses.map((row) => [row.status, Number(row.count)])),
    ticketsSold: Number(totals?.ticketsSold ?? 0),
    holdsLive: Number(totals?.holdsLive ?? 0),
    seatsHeld: Number(totals?.seatsHeld ?? 0),
    checkedIn: Number(totals?.checkedIn ?? 0),
  };
}
