import type { TicketSearch } from "@vyc/db/stores/ticket-search";
import { foldSearchText, normalizeShortCode, searchWords } from "@vyc/validators";

/** "123" or "#123": an order number. */
const ORDER_NUMBER = /^#?(\d{1,9})$/;

/**
 * What a query typed or scanned at the desk or in the back office finds tickets by: an order
 * number, else the start of an e-mail address (with an @) or every word starting one of the
 * ticket's words; always a short code and the exact secret of a QR code. Accents and case do not count.
 */
export function ticketSearch(query: string): TicketSearch {
  const text = query.trim();
  const orderNumber = ORDER_NUMBER.exec(text)?.[1];
  const isEmail = text.includes("@");
  const folded = foldSearchText(text);
  const words = orderNumber || isEmail ? [] : searchWords(text);
  // The whole query may start one word in a way its parts do not show: an e-mail address typed in part ("anh.ng").
  const startsOneWord = !orderNumber && folded !== "" && !/\s/.test(folded) && !(words.length === 1 && words[0] === folded);
  return {
    words,
    wordStart: startsOneWord ? folded : null,
    orderId: orderNumber ? Number(orderNumber) : null,
    shortCode: normalizeShortCode(text),
    secret: text,
    buyerEmailStart: isEmail ? text.toLowerCase() : null,
  };
}
