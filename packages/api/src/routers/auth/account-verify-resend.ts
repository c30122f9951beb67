import { resendVerificationCode } from "@vyc/domain";
import type { Context } from "../../context";

export const accountVerifyResend = ({ ctx, input }: { ctx: Context; input: { id: string } }) => resendVerificationCode(ctx, input.id, ctx.ip);
