/** Letters that Unicode does not decompose into a plain letter and a mark, each with the letters it is searched by. */
const UNDECOMPOSED: Record<string, string> = { đ: "d", ð: "d", ø: "o", ł: "l", ħ: "h", ı: "i", æ: "ae", œ: "oe", ß: "ss", þ: "th" };
const UNDECOMPOSED_LETTER = new RegExp(`[${Object.keys(UNDECOMPOSED).join("")}]`, "g");

/**
 * A text as search compares it: lower case, without accents or tone marks (NFKD, combining marks
 * dropped) and with đ as d, so "Nguyễn", "NGUYEN" and "nguyen" are the same.
 */
export function foldSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(UNDECOMPOSED_LETTER, (letter) => UNDECOMPOSED[letter] ?? letter);
}

/** The folded words of a text: its runs of letters and digits ("Lê Hoàng-Bảo" → le, hoang, bao). */
export function searchWords(text: string): string[] {
  return foldSearchText(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** What a ticket is found by: every word of the attendee's names, and their e-mail address as one word. */
export function ticketSearchWords(ticket: { firstName: string; lastName: string; email: string }): string[] {
  const email = foldSearchText(ticket.email.trim());
  const words = [...searchWords(ticket.firstName), ...searchWords(ticket.lastName), ...(email ? [email] : [])];
  return [...new Set(words)];
}
