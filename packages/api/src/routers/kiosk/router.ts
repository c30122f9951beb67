import {
  ZCheckInInput,
  ZCheckInOutcome,
  ZDeskEvent,
  ZDeskOrder,
  ZDeskOrderIdInput,
  ZEmailTicketsInput,
  ZDeskQuote,
  ZDeskQuoteInput,
  ZDeskSaleInput,
  ZDeskTicket,
  ZEmailTicketsOutput,
  ZKioskSignInInput,
  ZKioskSignInOutput,
  ZSyncCheckInsInput,
  ZSyncCheckInsOutput,
  ZTicketSearchInput,
} from "@vyc/validators";
import { z } from "zod";
import { publicProcedure, router, staffProcedure } from "../../trpc";
import { checkIn } from "./check-in";
import { emailTickets } from "./email-tickets";
import { events } from "./events";
import { order } from "./order";
import { quoteSale } from "./quote-sale";
import { searchTickets } from "./search-tickets";
import { sell } from "./sell";
import { signIn } from "./sign-in";
import { signOut } from "./sign-out";
import { syncCheckIns } from "./sync-check-ins";

/** The camp desk: staff sign-in, walk-in sales, ticket lookup and check-in (online and synced). */
export const kioskRouter = router({
  signIn: publicProcedure.input(ZKioskSignInInput).output(ZKioskSignInOutput).mutation(signIn),
  signOut: staffProcedure.input(z.void()).output(z.object({ signedOut: z.literal(true) })).mutation(signOut),
  events: staffProcedure.input(z.void()).output(z.array(ZDeskEvent)).query(events),
  quoteSale: staffProcedure.input(ZDeskQuoteInput).output(ZDeskQuote).query(quoteSale),
  sell: staffProcedure.input(ZDeskSaleInput).output(z.object({ orderId: z.number().int() })).mutation(sell),
  order: staffProcedure.input(ZDeskOrderIdInput).output(ZDeskOrder).query(order),
  emailTickets: staffProcedure.input(ZEmailTicketsInput).output(ZEmailTicketsOutput).mutation(emailTickets),
  searchTickets: staffProcedure.input(ZTicketSearchInput).output(z.array(ZDeskTicket)).query(searchTickets),
  checkIn: staffProcedure.input(ZCheckInInput).output(ZCheckInOutcome).mutation(checkIn),
  syncCheckIns: staffProcedure.input(ZSyncCheckInsInput).output(ZSyncCheckInsOutput).mutation(syncCheckIns),
});
