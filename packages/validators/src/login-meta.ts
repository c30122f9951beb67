/** Names of the <meta> elements through which the server tells the login page what happened. */
export const LOGIN_META = { error: "login-error", success: "login-success" } as const;
