import { ZLocale, ZSetLocaleInput, ZTicketIdInput, ZUpdateTicketLogisticsInput, ZUserTicketsOutput } from "@vyc/validators";
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
  setLocale: protectedProcedure.input(ZSetLocaleInput).output(z.object({ locale: ZLocale })).mutation(setLocale),
});
