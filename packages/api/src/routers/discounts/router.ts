import { lookupDiscount } from "@vyc/domain/discounts";
import { ZDiscountLookupInput, ZDiscountLookupOutput } from "@vyc/validators";
import { publicProcedure, router } from "../../trpc";

export const discountsRouter = router({
  lookup: publicProcedure
    .input(ZDiscountLookupInput)
    .output(ZDiscountLookupOutput)
    .query(async ({ ctx, input }) => {
      await ctx.rateLimits.consume("discount", ctx.ip);
      const { percent } = await lookupDiscount(ctx.db, input.code, ctx.clock.now(), input.eventId);
      return { voucher: { discount: percent } };
    }),
});
