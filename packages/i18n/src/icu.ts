import type { I18nFormatModule } from "i18next";

/**
 * The ICU MessageFormat the catalogs are written in, read and formatted by the product itself so the
 * browser ships no general ICU parser. It holds what the catalogs use (arguments, `plural` with exact
 * `=n` cases, `offset:` and `#`, `select`, apostrophe quoting) with the same rules as
 * intl-messageformat under i18next-icu (tags are plain text, as i18next-icu's `ignoreTag`); a message
 * it cannot read or format shows as written, as i18next-icu does. catalogs.test.ts renders every
 * catalog text through both and requires the same result.
 */

/** Element kinds, numbered as @formatjs/icu-messageformat-parser's TYPE enum. */
export const LITERAL = 0, ARGUMENT = 1, SELECT = 5, PLURAL = 6, POUND = 7;

export type MessageElement =
  | { type: typeof LITERAL; value: string }
  | { type: typeof ARGUMENT; value: string }
  | { type: typeof SELECT; value: string; options: Record<string, { value: MessageElement[] }> }
  | { type: typeof PLURAL; value: string; options: Record<string, { value: MessageElement[] }>; offset: number; pluralType: "cardinal" | "ordinal" }
  | { type: typeof POUND };

type ArgType = "plural" | "selectordinal" | "select" | null;

const WHITE_SPACE = /\s/u;
const IDENTIFIER = /[^\s\p{Pattern_Syntax}]*/uy;

class Parser {
  private at = 0;
  constructor(private readonly message: string) {}

  parse(): MessageElement[] {
    const elements = this.parseMessage(0, null);
    if (this.at < this.message.length) this.fail("unexpected '}'");
    return elements;
  }

  private fail(reason: string): never {
    throw new SyntaxError(`${reason} at ${this.at} in "${this.message}"`);
  }

  private char(): string | undefined {
    return this.message[this.at];
  }

  private skipSpace(): void {
    while (this.at < this.message.length && WHITE_SPACE.test(this.message[this.at] ?? "")) this.at++;
  }

  private expect(char: string): void {
    if (this.char() !== char) this.fail(`expected '${char}'`);
    this.at++;
  }

  private identifier(): string {
    IDENTIFIER.lastIndex = this.at;
    const found = IDENTIFIER.exec(this.message)?.[0] ?? "";
    this.at += found.length;
    return found;
  }

  private parseMessage(nesting: number, parent: ArgType): MessageElement[] {
    const elements: MessageElement[] = [];
    while (this.at < this.message.length) {
      const char = this.char();
      if (char === "{") elements.push(this.parseArgument(nesting));
      else if (char === "}" && nesting > 0) break;
      else if (char === "#" && (parent === "plural" || parent === "selectordinal")) {
        this.at++;
        elements.push({ type: POUND });
      } else {
        const value = this.parseLiteral(nesting, parent);
        const last = elements[elements.length - 1];
        if (last?.type === LITERAL) last.value += value;
        else elements.push({ type: LITERAL, value });
      }
    }
    return elements;
  }

  /** Text up to the next argument: `''` is an apostrophe, `'` before a syntax character quotes up to the next lone `'`. */
  private parseLiteral(nesting: number, parent: ArgType): string {
    let value = "";
    while (this.at < this.message.length) {
      const char = this.char();
      if (char === "'") {
        const next = this.message[this.at + 1];
        if (next === "'") {
          value += "'";
          this.at += 2;
          continue;
        }
        if (next === "{" || next === "<" || next === ">" || next === "}" || (next === "#" && (parent === "plural" || parent === "selectordinal"))) {
          this.at++;
          value += this.message[this.at];
          this.at++;
          while (this.at < this.message.length) {
            const quoted = this.message[this.at];
            if (quoted === "'") {
              if (this.message[this.at + 1] === "'") {
                value += "'";
                this.at += 2;
                continue;
              }
              this.at++;
              break;
            }
            value += quoted;
            this.at++;
          }
          continue;
        }
      }
      if (char === "{" || (char === "#" && (parent === "plural" || parent === "selectordinal")) || (char === "}" && nesting > 0)) break;
      value += char;
      this.at++;
    }
    return value;
  }

  private parseArgument(nesting: number): MessageElement {
    this.expect("{");
    this.skipSpace();
    const name = this.identifier();
    if (!name) this.fail("expected an argument name");
    this.skipSpace();
    if (this.char() === "}") {
      this.at++;
      return { type: ARGUMENT, value: name };
    }
    this.expect(",");
    this.skipSpace();
    const argType = this.identifier();
    if (argType !== "plural" && argType !== "selectordinal" && argType !== "select") this.fail(`unsupported argument type '${argType}'`);
    this.skipSpace();
    this.expect(",");
    this.skipSpace();
    let offset = 0;
    if (argType !== "select" && this.message.startsWith("offset:", this.at)) {
      this.at += "offset:".length;
      this.skipSpace();
      offset = this.integer();
      this.skipSpace();
    }
    const options: Record<string, { value: MessageElement[] }> = {};
    for (;;) {
      this.skipSpace();
      let selector: string;
      if (argType !== "select" && this.char() === "=") {
        const start = this.at;
        this.at++;
        this.integer();
        selector = this.message.slice(start, this.at);
      } else selector = this.identifier();
      if (!selector) break;
      if (selector in options) this.fail(`duplicate selector '${selector}'`);
      this.skipSpace();
      this.expect("{");
      const value = this.parseMessage(nesting + 1, argType);
      this.expect("}");
      options[selector] = { value };
    }
    if (!("other" in options)) this.fail("missing 'other' option");
    this.skipSpace();
    this.expect("}");
    return argType === "select"
      ? { type: SELECT, value: name, options }
      : { type: PLURAL, value: name, options, offset, pluralType: argType === "plural" ? "cardinal" : "ordinal" };
  }

  private integer(): number {
    const match = /[+-]?\d+/y;
    match.lastIndex = this.at;
    const found = match.exec(this.message)?.[0];
    if (!found) this.fail("expected a number");
    this.at += found.length;
    return Number(found);
  }
}

/** The elements of an ICU message; throws a SyntaxError on a malformed one. */
export function parseMessage(message: string): MessageElement[] {
  return new Parser(message).parse();
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

function pluralRule(locale: string, type: "cardinal" | "ordinal"): Intl.PluralRules {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}

type Values = Record<string, unknown>;

function valueOf(values: Values | undefined, name: string): unknown {
  if (!values || !(name in values)) throw new Error(`The message needs a value for "${name}"`);
  return values[name];
}

/** A parsed message as text; `#` shows the plural's number in the language's digits ("1,000", "1.000"). */
function formatElements(elements: MessageElement[], locale: string, values?: Values, pluralValue?: number): string {
  let text = "";
  for (const element of elements) {
    switch (element.type) {
      case LITERAL:
        text += element.value;
        break;
      case POUND:
        if (typeof pluralValue === "number") text += numberFormat(locale).format(pluralValue);
        break;
      case ARGUMENT: {
        const value = valueOf(values, element.value);
        // Texts and numbers as they are ("0" too), other empty values as nothing.
        if (typeof value === "string" || typeof value === "number") text += String(value);
        else if ((typeof value === "boolean" || typeof value === "bigint") && value) text += String(value);
        else if (value instanceof Date) text += value.toString();
        break;
      }
      case SELECT: {
        const value = valueOf(values, element.value);
        const option = element.options[String(value)] ?? element.options.other;
        if (!option) throw new Error(`No option of "${element.value}" for ${String(value)}`);
        text += formatElements(option.value, locale, values);
        break;
      }
      case PLURAL: {
        const value = valueOf(values, element.value);
        const number = Number(value) - element.offset;
        const option = element.options[`=${String(value)}`] ?? element.options[pluralRule(locale, element.pluralType).select(number)] ?? element.options.other;
        if (!option) throw new Error(`No option of "${element.value}" for ${String(value)}`);
        text += formatElements(option.value, locale, values, number);
        break;
      }
    }
  }
  return text;
}

const parsed = new Map<string, MessageElement[]>();

/** An ICU message with its values in a language; a message that cannot be read or lacks a value shows as written. */
export function formatMessage(message: string, locale: string, values?: Values): string {
  try {
    let elements = parsed.get(message);
    if (!elements) parsed.set(message, (elements = parseMessage(message)));
    return formatElements(elements, locale, values);
  } catch {
    return message;
  }
}

/** i18next's message format plugin over formatMessage, in place of i18next-icu. */
export const icuFormat: I18nFormatModule & { parse: (res: unknown, options: Values, lng: string) => unknown; addLookupKeys: (finalKeys: string[]) => string[] } = {
  type: "i18nFormat",
  parse: (res, options, lng) => (typeof res === "string" ? formatMessage(res, lng, options) : res),
  addLookupKeys: (finalKeys) => finalKeys,
};
