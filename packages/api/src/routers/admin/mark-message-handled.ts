import { markMessageHandled as markHandled } from "@vyc/domain";
import type { TMessageIdInput } from "@vyc/validators";
import type { AdminContext } from "./admin-context";

export const markMessageHandled = ({ ctx, input }: { ctx: AdminContext; input: TMessageIdInput }) => markHandled(ctx.db, ctx.user.id, input.id, ctx.clock.now());
