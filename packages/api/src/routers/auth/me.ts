import { findUserLocale } from "@vyc/domain";
import type { Context } from "../../context";

/** The signed-in user as the screens need it (with the language the account chose, null if none yet), or null. */
export async function me({ ctx }: { ctx: Context }) {
  if (!ctx.user) return null;
  const { id, email, role, emailVerified } = ctx.user;
  return { id, email, role, emailVerified, locale: await findUserLocale(ctx.db, id) };
}
