/** What a result page says, as keys of the `response` catalog, and the next step. */
export interface ResponseContent {
  title: string;
  message: string;
  /** The next thing to do, besides going home. */
  action?: { label: string; to: "/account/tickets" | "/login" | "/events" | "/forget_password" | "/" };
}

const SUCCESS: Record<string, ResponseContent> = {
  contact: { title: "success.contact.title", message: "success.contact.message" },
  checkout: { title: "success.checkout.title", message: "success.checkout.message", action: { label: "actions.seeTickets", to: "/account/tickets" } },
  refund: { title: "success.refund.title", message: "success.refund.message", action: { label: "actions.seeTickets", to: "/account/tickets" } },
  signup: { title: "success.signup.title", message: "success.signup.message", action: { label: "actions.goToLogin", to: "/login" } },
  forgetPassword: { title: "success.forgetPassword.title", message: "success.forgetPassword.message", action: { label: "actions.backToLogin", to: "/login" } },
  resetPassword: { title: "success.resetPassword.title", message: "success.resetPassword.message", action: { label: "actions.goToLogin", to: "/login" } },
};

const SUCCESS_DEFAULT: ResponseContent = { title: "success.default.title", message: "success.default.message", action: { label: "actions.seeEvents", to: "/events" } };

const ERROR: Record<string, ResponseContent> = {
  contact: { title: "error.contact.title", message: "error.contact.message", action: { label: "actions.tryAgain", to: "/" } },
  register: { title: "error.register.title", message: "error.register.message", action: { label: "actions.seeEvents", to: "/events" } },
  forgottenPassword: { title: "error.forgottenPassword.title", message: "error.forgottenPassword.message", action: { label: "actions.tryAgain", to: "/forget_password" } },
  timeout: { title: "error.timeout.title", message: "error.timeout.message", action: { label: "actions.registerAgain", to: "/events" } },
  checkout: { title: "error.checkout.title", message: "error.checkout.message", action: { label: "actions.seeTickets", to: "/account/tickets" } },
  transaction: { title: "error.transaction.title", message: "error.transaction.message", action: { label: "actions.registerAgain", to: "/events" } },
};

const ERROR_DEFAULT: ResponseContent = { title: "error.default.title", message: "error.default.message" };

/** What a result page says for each redirection (success or error) and type. */
export function responseContent(redirection: "success" | "error", type: string): ResponseContent {
  const table = redirection === "success" ? SUCCESS : ERROR;
  return (Object.hasOwn(table, type) ? table[type] : undefined) ?? (redirection === "success" ? SUCCESS_DEFAULT : ERROR_DEFAULT);
}
