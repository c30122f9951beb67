import { getDeskOrder } from "@vyc/domain";
import type { TDeskOrderIdInput } from "@vyc/validators";
import type { Context } from "../../context";

export const order = ({ ctx, input }: { ctx: Context; input: TDeskOrderIdInput }) => getDeskOrder(ctx.db, input.orderId);
