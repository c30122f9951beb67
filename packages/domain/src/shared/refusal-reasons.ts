import {
  ADMIN_MESSAGES,
  CHECKOUT_MESSAGES,
  DOCUMENT_MESSAGES,
  KIOSK_MESSAGES,
  MESSAGES,
  PRIVACY_MESSAGES,
  REFUND_MESSAGES,
  REST_MESSAGES,
  TICKET_LOGISTICS_MESSAGES,
  WAITING_LIST_MESSAGES,
  type Refusal,
} from "@vyc/validators";
import { EMAIL_TAKEN } from "../auth/accounts";
import { AUTH_MESSAGES } from "../auth/auth-messages";
import { CONTACT_DELIVERY_FAILED } from "../contact/send-contact-message";
import { SCAN_TIME_MESSAGES } from "../kiosk/scan-time";
import { DomainError } from "./errors";

/**
 * The product's refusal messages by the section of the `errors` catalogs that holds them: a message
 * `key` of section `s` is the refusal `s.key`. A text several sections share (e.g. "Order not
 * found.") is the refusal of the first section listing it. Messages whose text carries values are
 * refusals of their own (CHECKOUT_REFUSALS.seatsLeft ...), thrown as such.
 */
const SECTIONS = (): Array<[section: string, messages: Readonly<Record<string, unknown>>]> => [
  ["messages", MESSAGES],
  ["auth", { ...AUTH_MESSAGES, emailTaken: EMAIL_TAKEN }],
  ["checkout", CHECKOUT_MESSAGES],
  ["rest", REST_MESSAGES],
  ["ticketLogistics", TICKET_LOGISTICS_MESSAGES],
  ["kiosk", { ...KIOSK_MESSAGES, scanFuture: SCAN_TIME_MESSAGES.future }],
  ["admin", ADMIN_MESSAGES],
  ["contact", { deliveryFailed: CONTACT_DELIVERY_FAILED }],
  ["documents", DOCUMENT_MESSAGES],
  ["waitingList", WAITING_LIST_MESSAGES],
  ["privacy", PRIVACY_MESSAGES],
  ["refunds", REFUND_MESSAGES],
];

let byMessage: Map<string, Refusal> | null = null;

/** Built on first use, once every module it lists has loaded. */
function refusalsByMessage(): Map<string, Refusal> {
  if (byMessage) return byMessage;
  byMessage = new Map();
  for (const [section, messages] of SECTIONS()) {
    for (const [key, message] of Object.entries(messages)) {
      if (typeof message === "string" && !byMessage.has(message)) byMessage.set(message, { reason: `${section}.${key}`, message });
    }
  }
  return byMessage;
}

/** Every refusal given by a bare message, for the checks that the catalogs hold them all. */
export const listedRefusals = (): Refusal[] => [...refusalsByMessage().values()];

/**
 * The refusal a message is: its code (the key of its text in the `errors` catalogs) and values.
 * Refusals are thrown with their message constants (`new DomainError(kind, CHECKOUT_MESSAGES.soldOut)`);
 * this gives them their code where they leave the server. Null for a text that is no refusal of
 * the product (e.g. a zod message of a hand-made request).
 */
export function refusalOfMessage(message: string): Refusal | null {
  return refusalsByMessage().get(message) ?? null;
}

/** A domain error's refusal: the one it was thrown with, else the one its message is. */
export function refusalOf(error: DomainError): Refusal | null {
  return error.reason === null ? refusalOfMessage(error.message) : { reason: error.reason, message: error.message, ...(error.params ? { params: error.params } : {}) };
}
