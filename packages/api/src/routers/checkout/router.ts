import { ZApplyDiscountInput, ZCaptureOutput, ZCapturePaymentInput, ZCheckoutStartOutput, ZCreatePaymentInput, ZOrderDraftInput, ZOrderIdInput, ZQuote } from "@vyc/validators";
import { z } from "zod";
import { protectedProcedure, router } from "../../trpc";
import { applyDiscount } from "./apply-discount";
import { capture } from "./capture";
import { createPayment } from "./create-payment";
import { release } from "./release";
import { start } from "./start";

/** The payment step: hold the seats, price them, open the payment, capture it, or let go. */
export const checkoutRouter = router({
  start: protectedProcedure.input(ZOrderDraftInput).output(ZCheckoutStartOutput).mutation(start),
  applyDiscount: protectedProcedure.input(ZApplyDiscountInput).output(ZQuote).mutation(applyDiscount),
  createPayment: protectedProcedure.input(ZCreatePaymentInput).output(z.object({ providerOrderId: z.string() })).mutation(createPayment),
  capture: protectedProcedure.input(ZCapturePaymentInput).output(ZCaptureOutput).mutation(capture),
  release: protectedProcedure.input(ZOrderIdInput).output(z.object({ released: z.literal(true) })).mutation(release),
});
