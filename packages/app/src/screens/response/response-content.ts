/** What a result page says: keys of the `response` namespace for its title and message, and the next step. */
export interface ResponseContent {
  /** `success.<type>` or `error.<type>`, holding `title` and `message`. */
  key: string;
  /** The next thing to do, besides going home: a key of `actions` and where it leads. */
  action?: { label: ResponseAction; to: "/account/tickets" | "/login" | "/events" | "/forget_password" | "/" };
}

type ResponseAction = "seeTickets" | "goToLogin" | "backToLogin" | "seeEvents" | "tryAgain" | "registerAgain";

const SUCCESS: Record<string, ResponseContent> = {
  contact: { key: "success.contact" },
  checkout: { key: "success.checkout", action: { label: "seeTickets", to: "/account/tickets" } },
  refund: { key: "success.refund", action: { label: "seeTickets", to: "/account/tickets" } },
  signup: { key: "success.signup", action: { label: "goToLogin", to: "/login" } },
  forgetPassword: { key: "success.forgetPassword", action: { label: "backToLogin", to: "/login" } },
  resetPassword: { key: "success.resetPassword", action: { label: "goToLogin", to: "/login" } },
};

const SUCCESS_DEFAULT: ResponseContent = { key: "success.default", action: { label: "seeEvents", to: "/events" } };

const ERROR: Record<string, ResponseContent> = {
  contact: { key: "error.contact", action: { label: "tryAgain", to: "/" } },
  register: { key: "error.register", action: { label: "seeEvents", to: "/events" } },
  forgottenPassword: { key: "error.forgottenPassword", action: { label: "tryAgain", to: "/forget_password" } },
  timeout: { key: "error.timeout", action: { label: "registerAgain", to: "/events" } },
  checkout: { key: "error.checkout", action: { label: "seeTickets", to: "/account/tickets" } },
  transaction: { key: "error.transaction", action: { label: "registerAgain", to: "/events" } },
};

const ERROR_DEFAULT: ResponseContent = { key: "error.default" };

/** What a result page says for each redirection (success or error) and type. */
export function responseContent(redirection: "success" | "error", type: string): ResponseContent {
  const table = redirection === "success" ? SUCCESS : ERROR;
  return (Object.hasOwn(table, type) ? table[type] : undefined) ?? (redirection === "success" ? SUCCESS_DEFAULT : ERROR_DEFAULT);
}
