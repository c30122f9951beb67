import { createPayment as openPayment, type SessionUser } from "@vyc/domain";
import type { TCreatePaymentInput } from "@vyc/validators";
import type { Context } from "../../context";

export const createPayment = ({ ctx, input }: { ctx: Context & { user: SessionUser }; input: TCreatePaymentInput }) =>
  openPayment(ctx.db, ctx.payments, ctx.user.id, input, ctx.clock.now());
