/**
 * Rewrites the `?` placeholders of a statement written for both engines into PostgreSQL's `$1..$n`.
 * Question marks inside string literals, quoted identifiers and comments are left alone.
 */
export function toPgPlaceholders(text: string): string {
  let out = "";
  let index = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i] as string;
    const next = text[i + 1];
    if (char === "'" || char === '"') {
      const end = closing(text, i + 1, char);
      out += text.slice(i, end);
      i = end;
    } else if (char === "-" && next === "-") {
      const end = text.indexOf("\n", i);
      const stop = end === -1 ? text.length : end;
      out += text.slice(i, stop);
      i = stop;
    } else if (char === "/" && next === "*") {
      const end = text.indexOf("*/", i + 2);
      const stop = end === -1 ? text.length : end + 2;
      out += text.slice(i, stop);
      i = stop;
    } else if (char === "?") {
      index += 1;
      out += `$${index}`;
      i += 1;
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

/** The index just past the quote closing a literal or identifier that starts at `from` (doubled quotes escape). */
function closing(text: string, from: number, quote: string): number {
  let i = from;
  while (i < text.length) {
    if (text[i] === quote) {
      if (text[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i += 1;
  }
  return text.length;
}
