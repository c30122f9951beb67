import { getTicketLogistics as get, type SessionUser } from "@vyc/domain";
import type { TTicketIdInput } from "@vyc/validators";
import type { Context } from "../../context";

export const getTicketLogistics = ({ ctx, input }: { ctx: Context & { user: SessionUser }; input: TTicketIdInput }) => get(ctx.db, ctx.user.id, input.ticketId);
