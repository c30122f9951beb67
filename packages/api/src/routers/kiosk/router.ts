import { endSession } from "@vyc/domain/auth";
import { getDeskOrder, listCheckInLists, listDeskEvents, queueDeskTickets, quoteDeskSale, recordScan, searchTickets, sellAtDesk, staffSignIn, syncCheckIns } from "@vyc/domain/kiosk";
import {
  ZCheckInInput,
  ZCheckInListEvent,
  ZCheckInOutcome,
  ZDeskEvent,
  ZDeskOrder,
  ZDeskOrderIdInput,
  ZDeskQuote,
  ZDeskQuoteInput,
  ZDeskSaleInput,
  ZDeskTicket,
  ZEmailTicketsInput,
  ZEmailTicketsOutput,
  ZKioskSignInInput,
  ZKioskSignInOutput,
  ZSyncCheckInsInput,
  ZSyncCheckInsOutput,
  ZTicketSearchInput,
} from "@vyc/validators";
import { z } from "zod";
import { publicProcedure, router, staffProcedure } from "../../trpc";

/** The camp desk: staff sign-in, walk-in sales, ticket lookup and check-in (online and synced). */
export const kioskRouter = router({
  signIn: publicProcedure
    .input(ZKioskSignInInput)
    .output(ZKioskSignInOutput)
    .mutation(({ ctx, input }) => staffSignIn(ctx, input, ctx.ip)),
  /** Ends the desk session the request was made with. */
  signOut: staffProcedure
    .input(z.void())
    .output(z.object({ signedOut: z.literal(true) }))
    .mutation(async ({ ctx }) => {
      await endSession(ctx.db, ctx.sessionToken);
      return { signedOut: true as const };
    }),
  events: staffProcedure
    .input(z.void())
    .output(z.array(ZDeskEvent))
    .query(({ ctx }) => listDeskEvents(ctx.db, ctx.clock.now())),
  /** The events the desk can check in for, with their days and windows. */
  checkInLists: staffProcedure
    .input(z.void())
    .output(z.array(ZCheckInListEvent))
    .query(({ ctx }) => listCheckInLists(ctx.db, ctx.clock.now())),
  quoteSale: staffProcedure
    .input(ZDeskQuoteInput)
    .output(ZDeskQuote)
    .query(({ ctx, input }) => quoteDeskSale(ctx.db, input, ctx.clock.now())),
  sell: staffProcedure
    .input(ZDeskSaleInput)
    .output(z.object({ orderId: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      const { orderId } = await sellAtDesk(ctx.db, input, ctx.user.id, ctx.clock.now());
      return { orderId };
    }),
  order: staffProcedure
    .input(ZDeskOrderIdInput)
    .output(ZDeskOrder)
    .query(({ ctx, input }) => getDeskOrder(ctx.db, input.orderId)),
  emailTickets: staffProcedure
    .input(ZEmailTicketsInput)
    .output(ZEmailTicketsOutput)
    .mutation(async ({ ctx, input }) => ({ sentTo: await queueDeskTickets(ctx.db, input.orderId, ctx.clock.now(), input.locale) })),
  searchTickets: staffProcedure
    .input(ZTicketSearchInput)
    .output(z.array(ZDeskTicket))
    .query(({ ctx, input }) => searchTickets(ctx.db, input.query)),
  checkIn: staffProcedure
    .input(ZCheckInInput)
    .output(ZCheckInOutcome)
    .mutation(({ ctx, input }) => {
      const now = ctx.clock.now();
      return recordScan(ctx.db, { ...input, scannedAt: now, source: "online" }, ctx.user.id, now);
    }),
  syncCheckIns: staffProcedure
    .input(ZSyncCheckInsInput)
    .output(ZSyncCheckInsOutput)
    .mutation(async ({ ctx, input }) => ({ results: await syncCheckIns(ctx.db, input.scans, ctx.user.id, ctx.clock.now()) })),
});
