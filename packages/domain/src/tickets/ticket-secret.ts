import { randomBytes } from "node:crypto";
import { SHORT_CODE_ALPHABET, SHORT_CODE_LENGTH } from "@vyc/validators";

/** The unguessable payload of a ticket's QR code: 144 random bits. */
export const newTicketSecret = (): string => randomBytes(18).toString("base64url");

/**
 * A ticket's short code: SHORT_CODE_LENGTH random characters of Crockford base32 (40 bits), which
 * people read out and type at the desk. Unique per event by the database; the QR keeps the secret.
 */
export function newShortCode(): string {
  const bytes = randomBytes(SHORT_CODE_LENGTH);
  return Array.from(bytes, (byte) => SHORT_CODE_ALPHABET[byte % SHORT_CODE_ALPHABET.length]).join("");
}
