import { registerPrivate as registerPaid, type SessionUser } from "@vyc/domain";
import type { TPrivateRegistrationInput, TPublicRegistrationOutput } from "@vyc/validators";
import type { Context } from "../../context";
import { confirmByMail } from "./after-payment";

export async function registerPrivate({ ctx, input }: { ctx: Context & { user: SessionUser }; input: TPrivateRegistrationInput }): Promise<TPublicRegistrationOutput> {
  const { orderId, newlyPaid } = await registerPaid(ctx.db, ctx.payments, ctx.user.id, input, ctx.clock.now());
  if (newlyPaid) confirmByMail(ctx, orderId);
  return { success: true, orderId };
}
