import { emailDeskTickets } from "@vyc/domain";
import type { TEmailTicketsInput } from "@vyc/validators";
import type { Context } from "../../context";

export const emailTickets = async ({ ctx, input }: { ctx: Context; input: TEmailTicketsInput }) => ({
  sentTo: await emailDeskTickets(ctx.db, ctx.mailer, input.orderId, ctx.config.publicUrl, input.locale),
});
