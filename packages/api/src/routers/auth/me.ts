import type { Context } from "../../context";

/** The signed-in user as the screens need it, or null. */
export const me = ({ ctx }: { ctx: Context }) =>
  ctx.user ? { id: ctx.user.id, email: ctx.user.email, role: ctx.user.role, emailVerified: ctx.user.emailVerified } : null;
