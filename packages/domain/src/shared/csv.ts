export type CsvValue = string | number | boolean | Date | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, comma or line break, quotes doubled.
 * A text starting like a formula gets a leading apostrophe so spreadsheets show it as text.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const text = value instanceof Date ? value.toISOString() : FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV lines, each ended by CRLF. */
export const csvLines = (rows: ReadonlyArray<readonly CsvValue[]>): string => rows.map((row) => `${row.map(csvCell).join(",")}\r\n`).join("");

/** The start of a CSV document: a BOM so spreadsheets read UTF-8, then the header line. */
export const csvHead = (header: readonly string[]): string => `\uFEFF${csvLines([header])}`;

/** A CSV document: a header line then one line per row, CRLF line ends, with a BOM so spreadsheets read UTF-8. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return csvHead(header) + csvLines(rows);
}
