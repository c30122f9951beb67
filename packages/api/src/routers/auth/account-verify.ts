import { verifyAccount } from "@vyc/domain";
import type { TAccountVerifyInput } from "@vyc/validators";
import type { Context } from "../../context";

export const accountVerify = ({ ctx, input }: { ctx: Context; input: TAccountVerifyInput }) => verifyAccount(ctx, input.id, input.code, ctx.ip);
