import { cancelPendingOrder } from "@vyc/domain";
import type { TAdminOrderIdInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const cancelOrder = ({ ctx, input }: { ctx: AdminContext; input: TAdminOrderIdInput }) => cancelPendingOrder(ctx.db, ctx.user.id, input.orderId, ctx.clock.now());
