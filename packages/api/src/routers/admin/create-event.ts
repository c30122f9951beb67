import { createEvent as create } from "@vyc/domain";
import type { TEventInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const createEvent = ({ ctx, input }: { ctx: AdminContext; input: TEventInput }) => create(ctx.db, ctx.user.id, input, ctx.clock.now());
