import { orderBilling, setOrderBilling } from "@vyc/domain";
import { ZBilling, ZLocale, ZOrderRefInput, ZSetBillingInput, ZSetBillingOutput, ZSetLocaleInput, ZTicketIdInput, ZUpdateTicketLogisticsInput, ZUserTicketsOutput } from "@vyc/validators";
import { z } from "zod";
import { protectedProcedure, router } from "../../trpc";
import { tickets } from "./tickets";
import { getTicketLogistics } from "./get-ticket-logistics";
import { setLocale } from "./set-locale";
import { updateTicketLogistics } from "./update-ticket-logistics";

export const accountRouter = router({
  tickets: protectedProcedure
    .input(z.void())
    .output(ZUserTicketsOutput)
    .query(tickets),
  ticketLogistics: protectedProcedure.input(ZTicketIdInput).query(getTicketLogistics),
  updateTicketLogistics: protectedProcedure.input(ZUpdateTicketLogisticsInput).mutation(updateTicketLogistics),
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
  setLocale: protectedProcedure.input(ZSetLocaleInput).output(z.object({ locale: ZLocale })).mutation(setLocale),
});
