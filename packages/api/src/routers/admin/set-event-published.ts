import { setEventPublished as setPublished } from "@vyc/domain";
import type { TEventFlagInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const setEventPublished = ({ ctx, input }: { ctx: AdminContext; input: TEventFlagInput }) => setPublished(ctx.db, ctx.user.id, input.id, input.value, ctx.clock.now());
