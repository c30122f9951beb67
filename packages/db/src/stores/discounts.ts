import type { Discount } from "../generated/prisma/client";
import { readTime, type SqlRunner } from "../sql-runner";

export type DiscountRow = Pick<Discount, "id" | "code" | "percent" | "active" | "validFrom" | "validUntil" | "maxUses" | "uses" | "eventId">;

/** The discount of a code as stored (codes are stored normalised, see the discount rules). */
export async function findDiscountByCode(sql: SqlRunner, code: string): Promise<DiscountRow | null> {
  const row = await sql.get(`SELECT "id", "code", "percent", "active", "validFrom", "validUntil", "maxUses", "uses", "eventId" FROM "Discount" WHERE "code" = ?`, [code]);
  if (!row) return null;
  return {
    id: String(row.id),
    code: String(row.code),
    percent: Number(row.percent),
    active: Boolean(row.active),
    validFrom: readTime(row.validFrom),
    validUntil: readTime(row.validUntil),
    maxUses: row.maxUses === null ? null : Number(row.maxUses),
    uses: Number(row.uses),
    eventId: row.eventId === null ? null : Number(row.eventId),
  };
}

/** Live holds reserving a discount code, other than `excludeOrderId`'s. */
export async function countDiscountReservations(sql: SqlRunner, discountId: string, now: Date, excludeOrderId = 0): Promise<number> {
  const row = await sql.get(`SELECT COUNT(*) AS "n" FROM "Order" WHERE "discountId" = ? AND "status" = 'pending' AND "expiresAt" > ? AND "id" <> ?`, [
    discountId,
    now,
    excludeOrderId,
  ]);
  return Number(row?.n ?? 0);
}

/** Counts one use of a code; false if that would pass its maximum. */
export async function consumeDiscountUse(sql: SqlRunner, discountId: string): Promise<boolean> {
  return (await sql.run(`UPDATE "Discount" SET "uses" = "uses" + 1 WHERE "id" = ? AND ("maxUses" IS NULL OR "uses" < "maxUses")`, [discountId])) === 1;
}
