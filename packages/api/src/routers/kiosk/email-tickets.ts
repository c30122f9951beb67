import { emailDeskTickets } from "@vyc/domain";
import type { TDeskOrderIdInput } from "@vyc/validators";
import type { Context } from "../../context";

export const emailTickets = async ({ ctx, input }: { ctx: Context; input: TDeskOrderIdInput }) => ({
  sentTo: await emailDeskTickets(ctx.db, ctx.mailer, input.orderId),
});
