import { registerFree, type SessionUser } from "@vyc/domain";
import type { TPublicRegistrationInput, TPublicRegistrationOutput } from "@vyc/validators";
import type { Context } from "../../context";
import { confirmByMail } from "./after-payment";

export async function registerPublic({ ctx, input }: { ctx: Context & { user: SessionUser }; input: TPublicRegistrationInput }): Promise<TPublicRegistrationOutput> {
  const { orderId } = await registerFree(ctx.db, ctx.user.id, input, ctx.clock.now());
  confirmByMail(ctx, orderId);
  return { success: true, orderId };
}
