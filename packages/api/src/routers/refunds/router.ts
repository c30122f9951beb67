import { buyerRefundStates, cancelEvent, findCancellationView, decideRequest, openRefundRequests, orderRefunds, refundOrder, requestRefund, resumeCancellation, retryRefund, type RefundDeps } from "@vyc/domain/refunds";
import {
  ZCancelEventInput,
  ZCancellationInput,
  ZDecideRefundRequestInput,
  ZOrderRefundsInput,
  ZRefundIdInput,
  ZRefundOrderInput,
  ZRequestRefundInput,
} from "@vyc/validators";
import { z } from "zod";
import type { Context } from "../../context";
import { protectedProcedure, router, staffProcedure } from "../../trpc";

const depsOf = (ctx: Context): RefundDeps => ({ db: ctx.db, payments: ctx.payments, background: ctx.background });

/**
 * Money given back: staff refund paid orders (in full or per ticket) and answer buyers' refund
 * requests; buyers ask for a refund before the event's refund date; staff cancel an event, which
 * refunds every paid order in a batch that survives a restart.
 */
export const refundsRouter = router({
  refundOrder: staffProcedure.input(ZRefundOrderInput).mutation(({ ctx, input }) => refundOrder(depsOf(ctx), { actorId: ctx.user.id }, input, () => ctx.clock.now())),
  retry: staffProcedure.input(ZRefundIdInput).mutation(({ ctx, input }) => retryRefund(depsOf(ctx), input.refundId, () => ctx.clock.now())),
  ofOrder: staffProcedure.input(ZOrderRefundsInput).query(({ ctx, input }) => orderRefunds(ctx.db, input.orderId)),
  openRequests: staffProcedure.input(z.void()).query(async ({ ctx }) =>
    (await openRefundRequests(ctx.db)).map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), decidedAt: r.decidedAt?.toISOString() ?? null })),
  ),
  decideRequest: staffProcedure.input(ZDecideRefundRequestInput).mutation(({ ctx, input }) => decideRequest(depsOf(ctx), ctx.user.id, input, () => ctx.clock.now())),
  request: protectedProcedure.input(ZRequestRefundInput).mutation(({ ctx, input }) => requestRefund(ctx.db, ctx.user.id, input, ctx.clock.now())),
  mine: protectedProcedure.input(z.void()).query(({ ctx }) => buyerRefundStates(ctx.db, ctx.user.id, ctx.clock.now())),
  cancelEvent: staffProcedure.input(ZCancelEventInput).mutation(({ ctx, input }) => cancelEvent(depsOf(ctx), ctx.user.id, input, () => ctx.clock.now())),
  resumeCancellation: staffProcedure.input(ZCancellationInput).mutation(({ ctx, input }) => resumeCancellation(depsOf(ctx), input.eventId, () => ctx.clock.now())),
  cancellation: staffProcedure.input(ZCancellationInput).query(({ ctx, input }) => findCancellationView(ctx.db, input.eventId)),
});
