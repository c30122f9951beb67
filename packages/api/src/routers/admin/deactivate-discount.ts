import { deactivateDiscount as deactivate } from "@vyc/domain";
import type { TDiscountIdInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const deactivateDiscount = ({ ctx, input }: { ctx: AdminContext; input: TDiscountIdInput }) => deactivate(ctx.db, ctx.user.id, input.id, ctx.clock.now());
