import { capturePayment, type SessionUser } from "@vyc/domain";
import type { TCapturePaymentInput, TCaptureOutput } from "@vyc/validators";
import type { Context } from "../../context";
import { confirmByMail } from "../registration/after-payment";

export async function capture({ ctx, input }: { ctx: Context & { user: SessionUser }; input: TCapturePaymentInput }): Promise<TCaptureOutput> {
  const settled = await capturePayment(ctx.db, ctx.payments, ctx.user.id, input, ctx.clock.now());
  if (settled.newlyPaid) confirmByMail(ctx, input.orderId);
  return { outcome: settled.outcome, orderId: input.orderId };
}
