import { adminWaitingList, findOfferByToken, joinWaitingList, leaveWaitingList, myWaitingPlaces, offerSeatsByHand, removeFromWaitingList } from "@vyc/domain/waiting-list";
import { ZAdminWaitingList, ZJoinWaitingListInput, ZWaitingEntryInput, ZWaitingHandOfferInput, ZWaitingListEventInput, ZWaitingOffer, ZWaitingOfferInput, ZWaitingPlace } from "@vyc/validators";
import { z } from "zod";
import { protectedProcedure, router, staffProcedure, verifiedProcedure } from "../../trpc";

const done = z.object({ success: z.literal(true) });

/** A sold-out event's line: join, see one's place, leave, open an offer; staff see the line, offer by hand, remove. */
export const waitingListRouter = router({
  join: verifiedProcedure.input(ZJoinWaitingListInput).output(z.object({ entryId: z.number().int() })).mutation(({ ctx, input }) => joinWaitingList(ctx.db, ctx.user.id, input, ctx.clock.now())),
  leave: protectedProcedure
    .input(ZWaitingListEventInput)
    .output(done)
    .mutation(async ({ ctx, input }) => {
      await leaveWaitingList(ctx.db, ctx.user.id, input.eventId, ctx.clock.now());
      return { success: true as const };
    }),
  mine: protectedProcedure.output(z.array(ZWaitingPlace)).query(({ ctx }) => myWaitingPlaces(ctx.db, ctx.user.id)),
  offer: protectedProcedure.input(ZWaitingOfferInput).output(ZWaitingOffer).query(({ ctx, input }) => findOfferByToken(ctx.db, ctx.user.id, input.token)),
  adminList: staffProcedure.input(ZWaitingListEventInput).output(ZAdminWaitingList).query(({ ctx, input }) => adminWaitingList(ctx.db, input.eventId)),
  adminOffer: staffProcedure
    .input(ZWaitingHandOfferInput)
    .output(done)
    .mutation(async ({ ctx, input }) => {
      await offerSeatsByHand(ctx.db, ctx.user.id, input.entryId, input.seats, ctx.clock.now());
      return { success: true as const };
    }),
  adminRemove: staffProcedure
    .input(ZWaitingEntryInput)
    .output(done)
    .mutation(async ({ ctx, input }) => {
      await removeFromWaitingList(ctx.db, ctx.user.id, input.entryId, ctx.clock.now());
      return { success: true as const };
    }),
});
