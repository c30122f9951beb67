import { listUserTickets, setUserLocale } from "@vyc/domain/account";
import { orderBilling, setOrderBilling } from "@vyc/domain/documents";
import { getTicketLogistics, updateTicketLogistics } from "@vyc/domain/tickets";
import { ZBilling, ZLocale, ZOrderRefInput, ZSetBillingInput, ZSetBillingOutput, ZSetLocaleInput, ZTicketIdInput, ZUpdateTicketLogisticsInput, ZUserTicketsOutput } from "@vyc/validators";
import { z } from "zod";
import { protectedProcedure, router } from "../../trpc";

/** The signed-in user's own things: tickets, their travel details, orders' billing and the account's language. */
export const accountRouter = router({
  tickets: protectedProcedure
    .input(z.void())
    .output(ZUserTicketsOutput)
    .query(({ ctx }) => listUserTickets(ctx.db, ctx.user.id)),
  ticketLogistics: protectedProcedure.input(ZTicketIdInput).query(({ ctx, input }) => getTicketLogistics(ctx.db, ctx.user.id, input.ticketId)),
  updateTicketLogistics: protectedProcedure
    .input(ZUpdateTicketLogisticsInput)
    .mutation(({ ctx, input }) => updateTicketLogistics(ctx.db, ctx.user.id, input.ticketId, input.logistics, ctx.clock.now())),
  billing: protectedProcedure
    .input(ZOrderRefInput)
    .output(ZBilling)
    .query(({ ctx, input }) => orderBilling(ctx.db, ctx.user.id, input.orderId)),
  setBilling: protectedProcedure
    .input(ZSetBillingInput)
    .output(ZSetBillingOutput)
    .mutation(async ({ ctx, input }) => ({
      billing: input.billing,
      correctedInvoice: await setOrderBilling(ctx.db, ctx.user.id, input.orderId, input.billing, ctx.clock.now()),
    })),
  setLocale: protectedProcedure
    .input(ZSetLocaleInput)
    .output(z.object({ locale: ZLocale }))
    .mutation(async ({ ctx, input }) => {
      await setUserLocale(ctx.db, ctx.user.id, input.locale);
      return { locale: input.locale };
    }),
});
