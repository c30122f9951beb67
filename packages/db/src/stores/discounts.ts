import { randomUUID } from "node:crypto";
import type { Queries } from "../database";
import type { Discount } from "../rows";

export type DiscountRow = Pick<Discount, "id" | "code" | "percent" | "active" | "validFrom" | "validUntil" | "maxUses" | "uses" | "eventId">;

/** The discount of a code as stored (codes are stored normalised, see the discount rules). */
export async function findDiscountByCode(db: Queries, code: string): Promise<DiscountRow | null> {
  const row = await db.query
    .selectFrom("Discount")
    .select(["id", "code", "percent", "active", "validFrom", "validUntil", "maxUses", "uses", "eventId"])
    .where("code", "=", code)
    .executeTakeFirst();
  return row ?? null;
}

/** Live holds reserving a discount code, other than `excludeOrderId`'s. */
export async function countDiscountReservations(db: Queries, discountId: string, now: Date, excludeOrderId = 0): Promise<number> {
  const row = await db.query
    .selectFrom("Order")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("discountId", "=", discountId)
    .where("status", "=", "pending")
    .where("expiresAt", ">", now)
    .where("id", "<>", excludeOrderId)
    .executeTakeFirst();
  return row?.n ?? 0;
}

/** Counts one use of a code; false if that would pass its maximum. */
export async function consumeDiscountUse(db: Queries, discountId: string): Promise<boolean> {
  const result = await db.query
    .updateTable("Discount")
    .set((eb) => ({ uses: eb("uses", "+", 1) }))
    .where("id", "=", discountId)
    .where((eb) => eb.or([eb("maxUses", "is", null), eb("uses", "<", eb.ref("maxUses"))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
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

export async function isDiscountCodeTaken(db: Queries, code: string): Promise<boolean> {
  return (await db.query.selectFrom("Discount").select("id").where("code", "=", code).executeTakeFirst()) !== undefined;
}

export async function insertDiscount(db: Queries, discount: NewDiscount): Promise<{ id: string }> {
  const id = randomUUID();
  await db.query
    .insertInto("Discount")
    .values({
      id,
      code: discount.code,
      percent: discount.percent,
      validFrom: discount.validFrom,
      validUntil: discount.validUntil,
      maxUses: discount.maxUses,
      eventId: discount.eventId,
      createdAt: discount.createdAt,
    })
    .executeTakeFirst();
  return { id };
}

export async function findDiscount(db: Queries, id: string): Promise<Discount | null> {
  return (await db.query.selectFrom("Discount").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** The checkout refuses the code from now on. */
export async function deactivateDiscountCode(db: Queries, id: string): Promise<void> {
  await db.query.updateTable("Discount").set({ active: false }).where("id", "=", id).executeTakeFirst();
}

export type AdminDiscountListing = Discount & { eventName: string | null; paidOrders: number };

/** Every code, newest first, with its event's name and the number of paid orders that used it. */
export function listDiscountsForAdmin(db: Queries): Promise<AdminDiscountListing[]> {
  return db.query
    .selectFrom("Discount as d")
    .leftJoin("Event as e", "e.id", "d.eventId")
    .selectAll("d")
    .select((eb) => [
      "e.name as eventName",
      eb
        .selectFrom("Order as o")
        .select((o) => o.fn.countAll<number>().as("n"))
        .whereRef("o.discountId", "=", "d.id")
        .where("o.status", "=", "paid")
        .$asScalar()
        .$castTo<number>()
        .as("paidOrders"),
    ])
    .orderBy("d.createdAt", "desc")
    .orderBy("d.code", "asc")
    .execute();
}
