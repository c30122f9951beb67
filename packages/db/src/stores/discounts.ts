import type { Discount, Prisma } from "../generated/prisma/client";
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

export interface NewDiscount {
  code: string;
  percent: number;
  validFrom: Date | null;
  validUntil: Date | null;
  maxUses: number | null;
  eventId: number | null;
  createdAt: Date;
}

export async function isDiscountCodeTaken(db: Prisma.TransactionClient, code: string): Promise<boolean> {
  return (await db.discount.findUnique({ where: { code }, select: { id: true } })) !== null;
}

export function insertDiscount(db: Prisma.TransactionClient, discount: NewDiscount): Promise<{ id: string }> {
  return db.discount.create({ data: discount, select: { id: true } });
}

export function findDiscount(db: Prisma.TransactionClient, id: string): Promise<Discount | null> {
  return db.discount.findUnique({ where: { id } });
}

/** The checkout refuses the code from now on. */
export async function deactivateDiscountCode(db: Prisma.TransactionClient, id: string): Promise<void> {
  await db.discount.update({ where: { id }, data: { active: false } });
}

export type AdminDiscountListing = Discount & { event: { name: string } | null; _count: { orders: number } };

/** Every code, newest first, with its event's name and the number of paid orders that used it. */
export function listDiscountsForAdmin(db: Prisma.TransactionClient): Promise<AdminDiscountListing[]> {
  return db.discount.findMany({
    orderBy: [{ createdAt: "desc" }, { code: "asc" }],
    include: { event: { select: { name: true } }, _count: { select: { orders: { where: { status: "paid" } } } } },
  });
}
