import { setEventRegistrable as setRegistrable } from "@vyc/domain";
import type { TEventFlagInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const setEventRegistrable = ({ ctx, input }: { ctx: AdminContext; input: TEventFlagInput }) => setRegistrable(ctx.db, ctx.user.id, input.id, input.value, ctx.clock.now());
