import { confirmWithoutPayment as confirmOrder, type SessionUser } from "@vyc/domain";
import type { TCaptureOutput, TOrderIdInput } from "@vyc/validators";
import type { Context } from "../../context";
import { confirmByMail } from "../registration/after-payment";

export async function confirmWithoutPayment({ ctx, input }: { ctx: Context & { user: SessionUser }; input: TOrderIdInput }): Promise<TCaptureOutput> {
  const { newlyPaid } = await confirmOrder(ctx.db, ctx.user.id, input.orderId, ctx.clock.now());
  if (newlyPaid) confirmByMail(ctx, input.orderId);
  return { outcome: "completed", orderId: input.orderId };
}
