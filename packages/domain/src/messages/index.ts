export * from "./attendee-messages";
export { sendAttendeeMessageMail } from "./attendee-message-mail";
