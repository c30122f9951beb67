import { findUserLocale } from "@vyc/domain/account";
import { changePassword, requestPasswordReset, resendVerificationCode, resetPassword, signUp, verifyAccount } from "@vyc/domain/auth";
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

export const authRouter = router({
  isAuthenticated: publicProcedure
    .input(z.void())
    .output(z.object({ isAuthenticated: z.boolean() }))
    .query(({ ctx }) => ({ isAuthenticated: ctx.user !== null })),
  /** The signed-in user as the screens need it (with the language the account chose, null if none yet), or null. */
  me: publicProcedure.input(z.void()).query(async ({ ctx }) => {
    if (!ctx.user) return null;
    const { id, email, role, emailVerified } = ctx.user;
    return { id, email, role, emailVerified, locale: await findUserLocale(ctx.db, id) };
  }),
  signup: publicProcedure
    .input(ZSignupInput)
    .output(ZSignupOutput)
    .mutation(({ ctx, input }) => signUp(ctx, input, ctx.ip)),
  accountVerify: publicProcedure
    .input(ZAccountVerifyInput)
    .output(ZAuthResultOutput)
    .mutation(({ ctx, input }) => verifyAccount(ctx, input.id, input.code, ctx.ip)),
  accountVerifyResend: publicProcedure
    .input(ZUserIdInput)
    .output(ZAuthResultOutput)
    .mutation(({ ctx, input }) => resendVerificationCode(ctx, input.id, ctx.ip)),
  forgetPassword: publicProcedure
    .input(ZForgotPasswordInput)
    .output(ZAuthResultOutput)
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input.email, ctx.ip, input.locale)),
  resetPassword: publicProcedure
    .input(ZResetPasswordInput)
    .output(ZAuthResultOutput)
    .mutation(({ ctx, input }) => resetPassword(ctx, input, ctx.ip)),
  changePassword: protectedProcedure
    .input(ZChangePasswordInput)
    .output(z.object({ success: z.boolean() }))
    .mutation(({ ctx, input }) => changePassword(ctx.db, ctx.user.id, input.password, ctx.sessionToken)),
});
