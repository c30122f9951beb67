import { endSession } from "@vyc/domain";
import type { Context } from "../../context";

/** Ends the desk session the request was made with. */
export const signOut = async ({ ctx }: { ctx: Context }) => {
  await endSession(ctx.db, ctx.sessionToken);
  return { signedOut: true as const };
};
