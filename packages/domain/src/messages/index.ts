export * from "./attendee-messages";
