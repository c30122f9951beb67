import { listEventOrders } from "@vyc/domain";
import type { TAdminOrdersInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const listOrders = ({ ctx, input }: { ctx: AdminContext; input: TAdminOrdersInput }) => listEventOrders(ctx.db, input);
