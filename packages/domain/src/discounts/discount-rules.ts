import { type Queries } from "@vyc/db";
import { countDiscountReservations, findDiscountByCode, type DiscountRow } from "@vyc/db/stores/discounts";
import { CHECKOUT_MESSAGES } from "@vyc/validators";
import { DomainError } from "../shared/errors";

/** Codes are matched without regard to case or surrounding spaces. */
export const normalizeDiscountCode = (code: string): string => code.trim().toUpperCase();

export interface UsableOptions {
  now: Date;
  /** The event the code would apply to; a code bound to another event is refused. */
  eventId?: number;
  /** An order whose own reservation of the code is not counted against it. */
  excludeOrderId?: number;
}

/**
 * The discount for `code` if it may be used now, else a refusal naming why. A use is reserved by
 * every unexpired pending order holding the code, so that, counted inside the transaction that
 * writes the order, paid uses plus live reservations never exceed `maxUses`.
 */
export async function findUsableDiscount(sql: Queries, code: string, options: UsableOptions): Promise<DiscountRow> {
  const discount = await findDiscountByCode(sql, normalizeDiscountCode(code));
  const reserved = discount?.maxUses != null ? await countDiscountReservations(sql, discount.id, options.now, options.excludeOrderId) : 0;
  return assertDiscountUsable(discount, reserved, options);
}

/** The rules of a code, given the discount found (or null) and how many live holds reserve it. */
export function assertDiscountUsable<D extends DiscountRow>(discount: D | null, reserved: number, options: UsableOptions): D {
  if (!discount) throw new DomainError("NOT_FOUND", CHECKOUT_MESSAGES.discountUnknown);
  if (!discount.active) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.discountInactive);
  if (discount.validFrom && discount.validFrom > options.now) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.discountNotYetValid);
  if (discount.validUntil && discount.validUntil <= options.now) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.discountExpired);
  if (options.eventId !== undefined && discount.eventId !== null && discount.eventId !== options.eventId) {
    throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.discountOtherEvent);
  }
  if (discount.maxUses !== null && discount.uses + reserved >= discount.maxUses) throw new DomainError("UNPROCESSABLE", CHECKOUT_MESSAGES.discountUsedUp);
  return discount;
}
