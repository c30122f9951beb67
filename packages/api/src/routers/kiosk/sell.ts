import { sellAtDesk, type SessionUser } from "@vyc/domain";
import type { TDeskSaleInput } from "@vyc/validators";
import type { Context } from "../../context";

export const sell = ({ ctx, input }: { ctx: Context & { user: SessionUser }; input: TDeskSaleInput }) =>
  sellAtDesk(ctx.db, input, ctx.user.id, ctx.clock.now());
