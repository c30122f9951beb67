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

const rest = (method: "GET" | "POST", path: `/${string}`, protect = false) => ({ openapi: { method, path, protect, tags: ["auth"] } });

export const authRouter = router({
  isAuthenticated: publicProcedure
    .meta(rest("GET", "/auth/is-authenticated"))
    .input(z.void())
    .output(z.object({ isAuthenticated: z.boolean() }))
    .query(({ ctx }) => ({ isAuthenticated: ctx.user !== null })),
  me: publicProcedure.input(z.void()).query(me),
  signup: publicProcedure.meta(rest("POST", "/auth/signup")).input(ZSignupInput).output(ZSignupOutput).mutation(signup),
  accountVerify: publicProcedure
    .meta(rest("POST", "/auth/account-verify/{id}"))
    .input(ZAccountVerifyInput)
    .output(ZAuthResultOutput)
    .mutation(accountVerify),
  accountVerifyResend: publicProcedure
    .meta(rest("POST", "/auth/account-verify/resend/{id}"))
    .input(ZUserIdInput)
    .output(ZAuthResultOutput)
    .mutation(accountVerifyResend),
  forgetPassword: publicProcedure
    .meta(rest("POST", "/auth/forget_password"))
    .input(ZForgotPasswordInput)
    .output(ZAuthResultOutput)
    .mutation(forgetPassword),
  resetPassword: publicProcedure
    .meta(rest("POST", "/auth/reset_password"))
    .input(ZResetPasswordInput)
    .output(ZAuthResultOutput)
    .mutation(resetPassword),
  changePassword: protectedProcedure
    .meta(rest("POST", "/auth/change_password", true))
    .input(ZChangePasswordInput)
    .output(z.object({ success: z.boolean() }))
    .mutation(changePassword),
});
