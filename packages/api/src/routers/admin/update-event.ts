import { updateEvent as update } from "@vyc/domain";
import type { TEventUpdateInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const updateEvent = ({ ctx, input }: { ctx: AdminContext; input: TEventUpdateInput }) => update(ctx.db, ctx.user.id, input, ctx.clock.now());
