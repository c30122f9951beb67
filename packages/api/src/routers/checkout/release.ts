import { releaseHold, type SessionUser } from "@vyc/domain";
import type { TOrderIdInput } from "@vyc/validators";
import type { Context } from "../../context";

export async function release({ ctx, input }: { ctx: Context & { user: SessionUser }; input: TOrderIdInput }): Promise<{ released: true }> {
  await releaseHold(ctx.db, ctx.user.id, input.orderId, ctx.clock.now());
  return { released: true };
}
