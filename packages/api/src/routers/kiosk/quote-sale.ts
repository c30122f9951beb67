import { quoteDeskSale } from "@vyc/domain";
import type { TDeskQuoteInput } from "@vyc/validators";
import type { Context } from "../../context";

export const quoteSale = ({ ctx, input }: { ctx: Context; input: TDeskQuoteInput }) => quoteDeskSale(ctx.db, input, ctx.clock.now());
