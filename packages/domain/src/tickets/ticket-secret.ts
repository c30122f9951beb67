import { randomBytes } from "node:crypto";

/** The unguessable payload of a ticket's QR code: 144 random bits. */
export const newTicketSecret = (): string => randomBytes(18).toString("base64url");
