import { type Db } from "@vyc/db";
import { deactivateDiscountCode, findDiscount, insertDiscount, isDiscountCodeTaken, listDiscountsForAdmin } from "@vyc/db/stores/discounts";
import { eventExists } from "@vyc/db/stores/events";
import { ADMIN_MESSAGES, type TDiscountInput } from "@vyc/validators";
import { normalizeDiscountCode } from "../discounts/discount-rules";
import { DomainError } from "../shared/errors";
import { recordAudit } from "./audit-log";

export interface AdminDiscountRow {
  id: string;
  code: string;
  percent: number;
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | null;
  uses: number;
  paidOrders: number;
  eventId: number | null;
  eventName: string | null;
  active: boolean;
  createdAt: string;
}

/** Creates a discount code, stored as the checkout matches it (capitals), so codes are unique whatever their case. */
export async function createDiscount(db: Db, actorId: string, input: TDiscountInput, now: Date): Promise<{ id: string }> {
  const code = normalizeDiscountCode(input.code);
  return db.transaction(async (tx) => {
    if (await isDiscountCodeTaken(tx, code)) throw new DomainError("CONFLICT", ADMIN_MESSAGES.discountExists);
    if (input.eventId !== null && !(await eventExists(tx, input.eventId))) {
      throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.eventNotFound);
    }
    const discount = await insertDiscount(tx, {
      code,
      percent: input.percent,
      validFrom: input.validFrom ? new Date(input.validFrom) : null,
      validUntil: input.validUntil ? new Date(input.validUntil) : null,
      maxUses: input.maxUses,
      eventId: input.eventId,
      createdAt: now,
    });
    await recordAudit(tx, { actorId, action: "discount.create", target: `discount:${code}`, detail: { percent: input.percent, eventId: input.eventId, maxUses: input.maxUses } }, now);
    return discount;
  });
}

/** Deactivates a code: the checkout refuses it from now on; orders that used it keep their price. */
export async function deactivateDiscount(db: Db, actorId: string, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const discount = await findDiscount(tx, id);
    if (!discount) throw new DomainError("NOT_FOUND", ADMIN_MESSAGES.discountNotFound);
    await deactivateDiscountCode(tx, id);
    await recordAudit(tx, { actorId, action: "discount.deactivate", target: `discount:${discount.code}` }, now);
  });
}

/** Every code, newest first, with its uses and the paid orders that used it. */
export async function listDiscounts(db: Db): Promise<AdminDiscountRow[]> {
  const rows = await listDiscountsForAdmin(db);
  return rows.map((d) => ({
    id: d.id,
    code: d.code,
    percent: d.percent,
    validFrom: d.validFrom?.toISOString() ?? null,
    validUntil: d.validUntil?.toISOString() ?? null,
    maxUses: d.maxUses,
    uses: d.uses,
    paidOrders: d.paidOrders,
    eventId: d.eventId,
    eventName: d.eventName,
    active: d.active,
    createdAt: d.createdAt.toISOString(),
  }));
}
