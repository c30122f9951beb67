import { getEvent, listEventsNotExpired, registrationOptions } from "@vyc/domain/events";
import { ZEventIdInput, ZPublicEventOutput, ZRegistrationOptions } from "@vyc/validators";
import { z } from "zod";
import { publicProcedure, router } from "../../trpc";

export const eventsRouter = router({
  getEventsNotExpired: publicProcedure
    .input(z.void())
    .output(z.array(ZPublicEventOutput))
    .query(({ ctx }) => listEventsNotExpired(ctx.db, ctx.clock.now())),
  getData: publicProcedure
    .input(ZEventIdInput)
    .output(ZPublicEventOutput)
    .query(({ ctx, input }) => getEvent(ctx.db, input.id, ctx.clock.now())),
  registrationOptions: publicProcedure
    .input(ZEventIdInput)
    .output(ZRegistrationOptions)
    .query(({ ctx, input }) => registrationOptions(ctx.db, input.id, ctx.clock.now())),
});
