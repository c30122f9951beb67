import { createTicketType, editTicketType, listAdminTicketTypes, removeTicketType } from "@vyc/domain/admin";
import { ZEventTicketTypesInput, ZTicketTypeCreateInput, ZTicketTypeIdInput, ZTicketTypeOutput, ZTicketTypeUpdateInput } from "@vyc/validators";
import { z } from "zod";
import { router, staffProcedure } from "../../trpc";

/** An event's ticket types, as staff write them in the event form. */
export const ticketTypesRouter = router({
  list: staffProcedure
    .input(ZEventTicketTypesInput)
    .output(z.array(ZTicketTypeOutput))
    .query(({ ctx, input }) => listAdminTicketTypes(ctx.db, input.eventId, ctx.clock.now())),
  create: staffProcedure.input(ZTicketTypeCreateInput).mutation(({ ctx, input }) => createTicketType(ctx.db, ctx.user.id, input.eventId, input.ticketType, ctx.clock.now())),
  update: staffProcedure.input(ZTicketTypeUpdateInput).mutation(({ ctx, input }) => editTicketType(ctx.db, ctx.user.id, input.id, input.ticketType, ctx.clock.now())),
  remove: staffProcedure.input(ZTicketTypeIdInput).mutation(({ ctx, input }) => removeTicketType(ctx.db, ctx.user.id, input.id, ctx.clock.now())),
});
