export * from "./contact-mail";
export * from "./send-contact-message";
