import { staffSignIn } from "@vyc/domain";
import type { TKioskSignInInput } from "@vyc/validators";
import type { Context } from "../../context";

export const signIn = ({ ctx, input }: { ctx: Context; input: TKioskSignInInput }) => staffSignIn(ctx, input, ctx.ip);
