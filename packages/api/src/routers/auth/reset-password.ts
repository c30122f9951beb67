import { resetPassword as setPasswordWithToken } from "@vyc/domain";
import type { TResetPasswordInput } from "@vyc/validators";
import type { Context } from "../../context";

export const resetPassword = ({ ctx, input }: { ctx: Context; input: TResetPasswordInput }) => setPasswordWithToken(ctx, input, ctx.ip);
