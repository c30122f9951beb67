import { sendContactMessage } from "@vyc/domain/contact";
import { ZContactInput } from "@vyc/validators";
import { z } from "zod";
import { publicProcedure, router } from "../../trpc";

export const contactRouter = router({
  /** POST /api/mailer/send: answers once the message is stored and handed to the mail server. */
  send: publicProcedure
    .input(ZContactInput)
    .output(z.object({ success: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const deps = { db: ctx.db, mailer: ctx.mailer, rateLimits: ctx.rateLimits, clock: ctx.clock, organiserEmail: ctx.config.organiserEmail, publicUrl: ctx.config.publicUrl };
      await sendContactMessage(deps, input, ctx.ip);
      return { success: true as const };
    }),
});
