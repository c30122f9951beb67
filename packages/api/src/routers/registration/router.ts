import { registerFree, registerPrivate } from "@vyc/domain";
import { ZPrivateRegistrationInput, ZPublicRegistrationInput, ZPublicRegistrationOutput } from "@vyc/validators";
import { router, verifiedProcedure } from "../../trpc";
import { confirmByMail } from "./after-payment";

export const registrationRouter = router({
  public: verifiedProcedure
    .input(ZPublicRegistrationInput)
    .output(ZPublicRegistrationOutput)
    .mutation(async ({ ctx, input }) => {
      const { orderId } = await registerFree(ctx.db, ctx.user.id, input, ctx.clock.now());
      confirmByMail(ctx, orderId);
      return { success: true as const, orderId };
    }),
  private: verifiedProcedure
    .input(ZPrivateRegistrationInput)
    .output(ZPublicRegistrationOutput)
    .mutation(async ({ ctx, input }) => {
      const { orderId, newlyPaid } = await registerPrivate(ctx.db, ctx.payments, ctx.user.id, input, ctx.clock.now());
      if (newlyPaid) confirmByMail(ctx, orderId);
      return { success: true as const, orderId };
    }),
});
