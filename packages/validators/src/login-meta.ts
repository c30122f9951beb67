/**
 * Names of the <meta> elements through which the server tells the login page what happened: the
 * notice's English text, and beside it (`<name>-reason`) its code and values as JSON
 * (`{ reason, params }`, see Refusal), by which the page shows it in its language.
 */
export const LOGIN_META = { error: "login-error", success: "login-success" } as const;

/** The <meta> beside a notice that carries its code and values. */
export const noticeReasonMeta = (name: string): string => `${name}-reason`;
