import {
  ZAccountVerifyInput,
  ZAuthResultOutput,
  ZChangePasswordInput,
  ZForgotPasswordInput,
  ZResetPasswordInput,
  ZSignupInput,
  ZSignupOutput,
  ZUserIdInput,
} from "@vyc/validators";
import { z } from "zod";
import { protectedProcedure, publicProcedure, router } from "../../trpc";
import { accountVerify } from "./account-verify";
import { accountVerifyResend } from "./account-verify-resend";
import { changePassword } from "./change-password";
import { forgetPassword } from "./forget-password";
import { me } from "./me";
import { resetPassword } from "./reset-password";
import { signup } from "./signup";

export const authRouter = router({
  isAuthenticated: publicProcedure
    .input(z.void())
    .output(z.object({ isAuthenticated: z.boolean() }))
    .query(({ ctx }) => ({ isAuthenticated: ctx.user !== null })),
  me: publicProcedure.input(z.void()).query(me),
  signup: publicProcedure.input(ZSignupInput).output(ZSignupOutput).mutation(signup),
  accountVerify: publicProcedure
    .input(ZAccountVerifyInput)
    .output(ZAuthResultOutput)
    .mutation(accountVerify),
  accountVerifyResend: publicProcedure
    .input(ZUserIdInput)
    .output(ZAuthResultOutput)
    .mutation(accountVerifyResend),
  forgetPassword: publicProcedure
    .input(ZForgotPasswordInput)
    .output(ZAuthResultOutput)
    .mutation(forgetPassword),
  resetPassword: publicProcedure
    .input(ZResetPasswordInput)
    .output(ZAuthResultOutput)
    .mutation(resetPassword),
  changePassword: protectedProcedure
    .input(ZChangePasswordInput)
    .output(z.object({ success: z.boolean() }))
    .mutation(changePassword),
});
