import { type Db } from "@vyc/db";
import { findUsableDiscount } from "./discount-rules";

/** GET /api/discount/{code}: the percentage of a code usable now, or a refusal with a message. */
export async function lookupDiscount(db: Db, code: string, now: Date, eventId?: number): Promise<{ percent: number }> {
  const discount = await db.transaction((sql) => findUsableDiscount(sql, code, { now, eventId }));
  return { percent: discount.percent };
}
