import { startCheckout } from "@vyc/domain/orders";
import type { TCheckoutStartOutput, TOrderDraftInput } from "@vyc/validators";
import type { AuthedCtx } from "../../trpc";

/** Holds the seats and tells the payment screen the price, how long the hold lasts and which providers it may offer. */
export async function start({ ctx, input }: { ctx: AuthedCtx; input: TOrderDraftInput }): Promise<TCheckoutStartOutput> {
  const now = ctx.clock.now();
  const hold = await startCheckout(ctx.db, ctx.user.id, input, now);
  const { paypal, test, paypalSdkUrl } = ctx.payments;
  return {
    orderId: hold.orderId,
    quote: hold.quote,
    expiresInMs: hold.expiresAt.getTime() - now.getTime(),
    payment: { paypal: paypal ? { clientId: paypal.clientId, sdkUrl: paypalSdkUrl } : null, test: Boolean(test) },
  };
}
