import { z } from "zod";
import { LIMITS } from "./limits";
import { MESSAGES } from "./messages";
import { ZEmail } from "./contact";
import { ZLocale } from "./locale";

export const ZPassword = z.string().min(LIMITS.passwordMinLength, MESSAGES.passwordTooShort).max(200);

/** `locale`: the language of the page signed up from, kept as the new account's language. */
export const ZSignupInput = z.object({ email: ZEmail, password: ZPassword, confirmPassword: z.string(), locale: ZLocale.optional() });
export type TSignupInput = z.infer<typeof ZSignupInput>;

/** Change and reset forms check the confirmation on the client (specification §5). */
export const ZPasswordWithConfirm = z
  .object({ password: ZPassword, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordMismatch, path: ["confirmPassword"] });

export const ZChangePasswordInput = z.object({ password: ZPassword });

export const ZResetPasswordInput = z.object({ password: ZPassword, token: z.string().min(1).max(200) });
export type TResetPasswordInput = z.infer<typeof ZResetPasswordInput>;

/** `locale`: the language of the page that asked, for an account that never chose one. */
export const ZForgotPasswordInput = z.object({ email: ZEmail, locale: ZLocale.optional() });
export type TForgotPasswordInput = z.infer<typeof ZForgotPasswordInput>;

const ZVerificationCode = z.string().length(LIMITS.verificationCodeLength);
export const ZAccountVerifyInput = z.object({ id: z.string().min(1).max(64), code: ZVerificationCode });

export const ZUserIdInput = z.object({ id: z.string().min(1).max(64) });

export const ZLoginForm = z.object({
  _username: z.string().max(320).default(""),
  _password: z.string().max(200).default(""),
  _target_path: z.string().max(2000).default(""),
});

export const ZSignupOutput = z.object({ success: z.boolean(), message: z.string(), idUser: z.string() });
export const ZAuthResultOutput = z.object({ success: z.boolean(), message: z.string() });
