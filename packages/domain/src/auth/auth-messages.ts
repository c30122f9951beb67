import type { Refusal } from "@vyc/validators";

/** Server answers of the account flows (the web page wraps refusals as 'Error : {message}.'). */
export const AUTH_MESSAGES = {
  signedUp: "Account created. Check your email for the verification code.",
  signedUpMailFailed: "Account created, but the verification email could not be sent. Request a new one from the verification page.",
  passwordMismatch: "Password confirmation does not match.",
  accountNotFound: "Account not found.",
  alreadyVerified: "Account already verified.",
  verified: "Your email is verified",
  codeExpired: "The verification code has expired. Request a new one.",
  tooManyWrongCodes: "Too many wrong codes. Request a new one.",
  wrongCode: "Invalid verification code.",
  mailFailed: "The email could not be sent. Please try again later.",
  resetLinkSent: "We sent you a link to reset your password.",
  resetLinkInvalid: "This reset link is invalid or has expired.",
  passwordChanged: "Your password has been changed.",
  verificationRequired: "Verify your email address before buying tickets.",
  authenticationRequired: "Authentication required.",
  staffOnly: "Staff only.",
  adminsOnly: "Admins only.",
  signedOut: "You have been signed out.",
} as const;

/** Account refusals whose text carries values, with their codes (see Refusal). */
export const AUTH_REFUSALS = {
  tooManyAttempts: (seconds: number): Refusal => ({ reason: "auth.tooManyAttempts", message: `Too many attempts. Try again in ${seconds} seconds.`, params: { seconds } }),
} as const;
