import { getOrderDetail } from "@vyc/domain";
import type { TAdminOrderIdInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const getOrder = ({ ctx, input }: { ctx: AdminContext; input: TAdminOrderIdInput }) => getOrderDetail(ctx.db, input.orderId);
