import { applyDiscount as applyToOrder, type SessionUser } from "@vyc/domain";
import type { TApplyDiscountInput, TQuote } from "@vyc/validators";
import type { Context } from "../../context";

export async function applyDiscount({ ctx, input }: { ctx: Context & { user: SessionUser }; input: TApplyDiscountInput }): Promise<TQuote> {
  if (input.code) await ctx.rateLimits.consume("discount", ctx.ip);
  return applyToOrder(ctx.db, ctx.user.id, input, ctx.clock.now());
}
