import { applyDiscount, capturePayment, confirmWithoutPayment, createPayment, releaseHold } from "@vyc/domain/orders";
import { ZApplyDiscountInput, ZCaptureOutput, ZCapturePaymentInput, ZCheckoutStartOutput, ZCreatePaymentInput, ZOrderDraftInput, ZOrderIdInput, ZQuote } from "@vyc/validators";
import { z } from "zod";
import { protectedProcedure, router, verifiedProcedure } from "../../trpc";
import { start } from "./start";

/** The payment step: hold the seats, price them, open the payment, capture it (or confirm a free order), or let go. */
export const checkoutRouter = router({
  start: verifiedProcedure.input(ZOrderDraftInput).output(ZCheckoutStartOutput).mutation(start),
  applyDiscount: verifiedProcedure
    .input(ZApplyDiscountInput)
    .output(ZQuote)
    .mutation(async ({ ctx, input }) => {
      if (input.code) await ctx.rateLimits.consume("discount", ctx.ip);
      return applyDiscount(ctx.db, ctx.user.id, input, ctx.clock.now());
    }),
  createPayment: verifiedProcedure
    .input(ZCreatePaymentInput)
    .output(z.object({ providerOrderId: z.string() }))
    .mutation(({ ctx, input }) => createPayment(ctx.db, ctx.payments, ctx.user.id, input, ctx.clock.now())),
  capture: verifiedProcedure
    .input(ZCapturePaymentInput)
    .output(ZCaptureOutput)
    .mutation(async ({ ctx, input }) => {
      const settled = await capturePayment(ctx.db, ctx.payments, ctx.user.id, input, ctx.clock.now(), ctx.log);
      return { outcome: settled.outcome, orderId: input.orderId };
    }),
  /** An order a discount made free (total 0): confirmed without a payment provider. */
  confirmWithoutPayment: verifiedProcedure
    .input(ZOrderIdInput)
    .output(ZCaptureOutput)
    .mutation(async ({ ctx, input }) => {
      await confirmWithoutPayment(ctx.db, ctx.user.id, input.orderId, ctx.clock.now());
      return { outcome: "completed" as const, orderId: input.orderId };
    }),
  release: protectedProcedure
    .input(ZOrderIdInput)
    .output(z.object({ released: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await releaseHold(ctx.db, ctx.user.id, input.orderId, ctx.clock.now());
      return { released: true as const };
    }),
});
