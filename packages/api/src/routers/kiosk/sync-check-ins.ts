import { syncCheckIns as sync, type SessionUser } from "@vyc/domain";
import type { TSyncCheckInsInput } from "@vyc/validators";
import type { Context } from "../../context";

export const syncCheckIns = async ({ ctx, input }: { ctx: Context & { user: SessionUser }; input: TSyncCheckInsInput }) => ({
  results: await sync(ctx.db, input.scans, ctx.user.id, ctx.clock.now()),
});
