import { lookupDiscount } from "@vyc/domain";
import type { TDiscountLookupInput } from "@vyc/validators";
import type { Context } from "../../context";

export async function lookup({ ctx, input }: { ctx: Context; input: TDiscountLookupInput }): Promise<{ voucher: { discount: number } }> {
  await ctx.rateLimits.consume("discount", ctx.ip);
  const { percent } = await lookupDiscount(ctx.db, input.code, ctx.clock.now(), input.eventId);
  return { voucher: { discount: percent } };
}
