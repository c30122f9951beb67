import { registerFree, registerPrivate } from "@vyc/domain";
import { ZPrivateRegistrationInput, ZPublicRegistrationInput, ZPublicRegistrationOutput } from "@vyc/validators";
import { router, verifiedProcedure } from "../../trpc";

export const registrationRouter = router({
  public: verifiedProcedure
    .input(ZPublicRegistrationInput)
    .output(ZPublicRegistrationOutput)
    .mutation(async ({ ctx, input }) => {
      const paid = await registerFree(ctx.db, ctx.user.id, input, ctx.clock.now());
      return { success: true as const, orderId: paid.orderId };
    }),
  private: verifiedProcedure
    .input(ZPrivateRegistrationInput)
    .output(ZPublicRegistrationOutput)
    .mutation(async ({ ctx, input }) => {
      const { orderId } = await registerPrivate(ctx.db, ctx.payments, ctx.user.id, input, ctx.clock.now());
      return { success: true as const, orderId };
    }),
});
