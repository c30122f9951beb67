import { createDiscount as create } from "@vyc/domain";
import type { TDiscountInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const createDiscount = ({ ctx, input }: { ctx: AdminContext; input: TDiscountInput }) => create(ctx.db, ctx.user.id, input, ctx.clock.now());
