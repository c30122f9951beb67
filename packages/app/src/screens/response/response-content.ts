import { MESSAGES } from "@vyc/validators";

export interface ResponseContent {
  title: string;
  message: string;
  /** The next thing to do, besides going home. */
  action?: { label: string; to: "/account/tickets" | "/login" | "/events" | "/forget_password" | "/" };
}

const SUCCESS: Record<string, ResponseContent> = {
  contact: {
    title: "Message sent",
    message: "Thank you for writing to us. Our team reads every message and will answer you by e-mail within a few days.",
  },
  checkout: {
    title: "Registration complete",
    message: "Your registration is confirmed. We have e-mailed you the tickets; you can also find them in your account at any time.",
    action: { label: "See my tickets", to: "/account/tickets" },
  },
  refund: {
    title: "Refund requested",
    message: "Your refund request has been received. The money goes back to the payment method you used within 5 to 10 business days.",
    action: { label: "See my tickets", to: "/account/tickets" },
  },
  signup: {
    title: "Account created",
    message: "Welcome! Check your inbox: we sent you a code to verify your e-mail address. You can then log in.",
    action: { label: "Go to login", to: "/login" },
  },
  forgetPassword: {
    title: "Check your inbox",
    message: "We sent you an e-mail with a link to choose a new password. The link is valid for a limited time.",
    action: { label: "Back to login", to: "/login" },
  },
  resetPassword: {
    title: "Password changed",
    message: "Your password has been reset. You can now log in with your new password.",
    action: { label: "Go to login", to: "/login" },
  },
};

const SUCCESS_DEFAULT: ResponseContent = {
  title: "Thank you!",
  message: "Everything went well. Thank you for being part of our community.",
  action: { label: "See our events", to: "/events" },
};

const ERROR: Record<string, ResponseContent> = {
  contact: {
    title: "Your message could not be sent",
    message: "Something went wrong while sending your message. Please try again in a moment, or write to us directly by e-mail.",
    action: { label: "Try again", to: "/" },
  },
  register: {
    title: "Registration is closed",
    message: "The registration form for this event is closed. Have a look at our other upcoming events.",
    action: { label: "See our events", to: "/events" },
  },
  forgottenPassword: {
    title: "We could not send the reset e-mail",
    message: "Something went wrong while sending the password reset e-mail. Please check the address and try again.",
    action: { label: "Try again", to: "/forget_password" },
  },
  timeout: {
    title: "Your checkout session has expired",
    message: "For the fairness of seat allocation, a checkout session lasts 5 minutes. Nothing was charged: please start your registration again.",
    action: { label: "Register again", to: "/events" },
  },
  checkout: {
    title: "We could not register the participants",
    message: `${MESSAGES.participantsError} If you were charged, your payment is safe: contact us and we will complete your registration.`,
    action: { label: "See my tickets", to: "/account/tickets" },
  },
  transaction: {
    title: MESSAGES.transactionIncomplete,
    message: "Your payment was not completed, so no ticket was issued. You can try again with the same or another payment method.",
    action: { label: "Register again", to: "/events" },
  },
};

const ERROR_DEFAULT: ResponseContent = {
  title: "Something went wrong",
  message: "An unexpected error happened. Please try again later.",
};

/** What a result page says for each redirection (success or error) and type. */
export function responseContent(redirection: "success" | "error", type: string): ResponseContent {
  const table = redirection === "success" ? SUCCESS : ERROR;
  return (Object.hasOwn(table, type) ? table[type] : undefined) ?? (redirection === "success" ? SUCCESS_DEFAULT : ERROR_DEFAULT);
}
