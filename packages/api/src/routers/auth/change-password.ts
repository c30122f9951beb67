import { changePassword as setPassword, type SessionUser } from "@vyc/domain";
import type { TChangePasswordInput } from "@vyc/validators";
import type { Context } from "../../context";

export const changePassword = ({ ctx, input }: { ctx: Context & { user: SessionUser }; input: TChangePasswordInput }) =>
  setPassword(ctx.db, ctx.user.id, input.password, ctx.sessionToken);
