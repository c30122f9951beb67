import { completeAttendeeDetails, viewAttendeeDetails } from "@vyc/domain/kiosk";
import { registerFree, registerPrivate } from "@vyc/domain/orders";
import { ZAttendeeDetailsInput, ZAttendeeDetailsView, ZAttendeeDetailsViewInput, ZPrivateRegistrationInput, ZPublicRegistrationInput, ZPublicRegistrationOutput } from "@vyc/validators";
import { z } from "zod";
import { publicProcedure, router, verifiedProcedure } from "../../trpc";

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
      const { orderId } = await registerPrivate(ctx.db, ctx.payments, ctx.user.id, input, ctx.clock.now(), ctx.log);
      return { success: true as const, orderId };
    }),
  /** A walk-in's personal link (sent with the tickets the desk sold): the details the desk did not ask. */
  attendeeDetails: publicProcedure
    .input(ZAttendeeDetailsViewInput)
    .output(ZAttendeeDetailsView)
    .query(({ ctx, input }) => viewAttendeeDetails(ctx.db, input, ctx.clock.now())),
  completeAttendeeDetails: publicProcedure
    .input(ZAttendeeDetailsInput)
    .output(z.object({ saved: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await completeAttendeeDetails(ctx.db, input, ctx.clock.now());
      return { saved: true as const };
    }),
});
