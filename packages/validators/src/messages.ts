/** Exact user-facing texts of the product specification, typos included. */
export const MESSAGES = {
  contactSendError: "Error sending email.",
  passwordTooShort: "Password too short. Require minimun 6 characters.",
  passwordMismatch: "Password confirmation does not match.",
  passwordCannotBeSet: "Password cannot be set.",
  serverRequestFail: "Server request fail.",
  busyTryAgain: "Many people are changing the same event right now; please try again in a few seconds.",
  signupError: "Error signup",
  ticketsFetchFail: "Server request fetch tickets data fail.",
  invalidCredentials: "Authentication failed: Invalid credentials",
  eventLoadError: "Error call api request",
  registrationPostFail: "Server request fail. Try again or later.",
  participantsError: "Error setting participants. Please try again later.",
  transactionIncomplete: "Transaction is not complete.",
  paymentCanceled: "Canceled payment. Try again or later.",
  paymentError: "Error. Try again or later.",
  emailNotFound: "Email don't exists.",
  publicRegistrationError: "An error occurred. Please try again.",
  emailSent: "Email sent successfully",
  discountRemoved: "Discount removed",
  flightDetailsSaved: "Flight details saved.",
} as const;

/** 'Error : {message}.' — signup, verification and resend rejections. */
export const errorWithMessage = (message: string): string => `Error : ${message}.`;
