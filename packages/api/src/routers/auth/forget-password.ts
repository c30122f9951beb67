import { requestPasswordReset } from "@vyc/domain";
import type { TForgotPasswordInput } from "@vyc/validators";
import type { Context } from "../../context";

export const forgetPassword = ({ ctx, input }: { ctx: Context; input: TForgotPasswordInput }) => requestPasswordReset(ctx, input.email, ctx.ip, input.locale);
