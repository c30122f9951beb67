export * from "./mailer";
