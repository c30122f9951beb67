export * from "./shared/clock";
export * from "./shared/errors";
export * from "./events/event-queries";
export * from "./events/availability";
export * from "./auth/sessions";
export * from "./mail/mailer";
export * from "./shared/rate-limits";
