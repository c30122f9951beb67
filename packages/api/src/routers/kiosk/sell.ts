import { sellAtDesk, type SessionUser } from "@vyc/domain";
import type { TDeskSaleInput } from "@vyc/validators";
import type { Context } from "../../context";
import { askGuardians } from "../registration/after-payment";

export const sell = async ({ ctx, input }: { ctx: Context & { user: SessionUser }; input: TDeskSaleInput }) => {
  const sale = await sellAtDesk(ctx.db, input, ctx.user.id, ctx.clock.now());
  askGuardians(ctx, sale.orderId);
  return sale;
};
