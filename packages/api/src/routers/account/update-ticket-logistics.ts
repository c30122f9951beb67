import { updateTicketLogistics as update, type SessionUser } from "@vyc/domain";
import type { TUpdateTicketLogisticsInput } from "@vyc/validators";
import type { Context } from "../../context";

export const updateTicketLogistics = ({ ctx, input }: { ctx: Context & { user: SessionUser }; input: TUpdateTicketLogisticsInput }) =>
  update(ctx.db, ctx.user.id, input.ticketId, input.logistics, ctx.clock.now());
