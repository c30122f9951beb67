import { ZApplyDiscountInput, ZCaptureOutput, ZCapturePaymentInput, ZCheckoutStartOutput, ZCreatePaymentInput, ZOrderDraftInput, ZOrderIdInput, ZQuote } from "@vyc/validators";
import { z } from "zod";
import { protectedProcedure, router, verifiedProcedure } from "../../trpc";
import { applyDiscount } from "./apply-discount";
import { capture } from "./capture";
import { confirmWithoutPayment } from "./confirm-without-payment";
import { createPayment } from "./create-payment";
import { release } from "./release";
import { start } from "./start";

/** The payment step: hold the seats, price them, open the payment, capture it (or confirm a free order), or let go. */
export const checkoutRouter = router({
  start: verifiedProcedure.input(ZOrderDraftInput).output(ZCheckoutStartOutput).mutation(start),
  applyDiscount: verifiedProcedure.input(ZApplyDiscountInput).output(ZQuote).mutation(applyDiscount),
  createPayment: verifiedProcedure.input(ZCreatePaymentInput).output(z.object({ providerOrderId: z.string() })).mutation(createPayment),
  capture: verifiedProcedure.input(ZCapturePaymentInput).output(ZCaptureOutput).mutation(capture),
  /** An order a discount made free (total 0): confirmed without a payment provider. */
  confirmWithoutPayment: verifiedProcedure.input(ZOrderIdInput).output(ZCaptureOutput).mutation(confirmWithoutPayment),
  release: protectedProcedure.input(ZOrderIdInput).output(z.object({ released: z.literal(true) })).mutation(release),
});
