/** Crockford base32: digits and capitals without I, L, O and U, so a code read out is not misheard. */
export const SHORT_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const SHORT_CODE_LENGTH = 8;

/**
 * A short code as typed or read out, in its stored form: upper case, without spaces or dashes, with
 * the letters Crockford reads as digits (I and L as 1, O as 0); null when it cannot be one.
 */
export function normalizeShortCode(text: string): string | null {
  const code = text.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
  if (code.length !== SHORT_CODE_LENGTH) return null;
  return [...code].every((char) => SHORT_CODE_ALPHABET.includes(char)) ? code : null;
}

/** A short code as shown to people, in groups of four to read out ("7K3M9QXD" → "7K3M 9QXD"). */
export const formatShortCode = (code: string): string => code.match(/.{1,4}/g)?.join(" ") ?? code;
