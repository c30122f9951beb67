import { signUp } from "@vyc/domain";
import type { TSignupInput } from "@vyc/validators";
import type { Context } from "../../context";

export const signup = ({ ctx, input }: { ctx: Context; input: TSignupInput }) => signUp(ctx, input, ctx.ip);
