/** Server-side lifetimes and limits of the account flows. */
export const AUTH_RULES = {
  verificationCodeTtlMs: 15 * 60 * 1000,
  verificationMaxAttempts: 5,
  /** A new verification mail is sent at most once per this window while the current code is usable. */
  verificationResendIntervalMs: 60 * 1000,
  passwordResetTtlMs: 60 * 60 * 1000,
} as const;
