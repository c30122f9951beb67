import type { i18n } from "i18next";
import { ARGUMENT, LITERAL, parseMessage, PLURAL, POUND, SELECT, type MessageElement } from "./icu";
import { DEFAULT_LOCALE } from "./locales";
import en_errors from "./catalogs/en/errors.json";

/**
 * Messages that reach the screens as English text (server refusals, the shared zod schemas' messages)
 * are found again in the English `errors` catalog, exactly or through its placeholders, and shown from
 * the active language's catalog under the same key. The English text is never re-rendered: English
 * pages show the server's text as it came.
 */

type Element = MessageElement;
type Catalog = { [key: string]: string | Catalog };

interface Pattern {
  key: string;
  regex: RegExp;
  /** The argument each capture group fills, in order; plural arguments are numbers. */
  groups: string[];
  plurals: Set<string>;
  /** Literal characters, to try the most specific pattern first. */
  weight: number;
}

export interface FoundMessage {
  key: string;
  values: Record<string, string | number>;
}

const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");


function toRegex(elements: Element[], pattern: Pick<Pattern, "groups" | "plurals" | "weight">, pluralArg: string | null): string {
  return elements
    .map((element): string => {
      switch (element.type) {
        case LITERAL:
          pattern.weight += element.value.length;
          return escapeRegex(element.value);
        case ARGUMENT:
          pattern.groups.push(element.value);
          return "(.+?)";
        case POUND:
          if (pluralArg) pattern.groups.push(pluralArg);
          return "(\\d+)";
        case SELECT:
        case PLURAL: {
          const arg = element.type === PLURAL ? element.value : pluralArg;
          if (element.type === PLURAL) pattern.plurals.add(element.value);
          const options = Object.values(element.options).map((option) => toRegex(option.value, pattern, arg));
          return `(?:${options.join("|")})`;
        }
        default:
          return "";
      }
    })
    .join("");
}

function flatten(catalog: Catalog, prefix = ""): [string, string][] {
  return Object.entries(catalog).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));
}

interface MessageIndex {
  exact: Map<string, string>;
  patterns: Pattern[];
}

let index: MessageIndex | null = null;

function messageIndex(): MessageIndex {
  if (index) return index;
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, message] of flatten(en_errors)) {
    const ast = parseMessage(message);
    if (ast.every((element) => element.type === LITERAL)) {
      exact.set(message, key);
      continue;
    }
    const pattern: Pattern = { key, regex: /$^/, groups: [], plurals: new Set(), weight: 0 };
    pattern.regex = new RegExp(`^${toRegex(ast, pattern, null)}$`, "s");
    patterns.push(pattern);
  }
  patterns.sort((a, b) => b.weight - a.weight);
  index = { exact, patterns };
  return index;
}

/** The `errors` key of an English message and the values of its placeholders, or null for a text the catalog does not hold. */
export function findMessage(text: string): FoundMessage | null {
  const { exact, patterns } = messageIndex();
  const key = exact.get(text);
  if (key) return { key, values: {} };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values: Record<string, string | number> = {};
    pattern.groups.forEach((name, i) => {
      const value = match[i + 1];
      if (value !== undefined) values[name] = pattern.plurals.has(name) ? Number(value) : value;
    });
    return { key: pattern.key, values };
  }
  return null;
}

/**
 * An English message in the language of `i18n`; a text the catalog does not hold stays as it is.
 * Placeholder values that are messages themselves (a field's name, the message inside
 * 'Error : {message}.') are translated too, with or without their final period.
 */
export function translateMessage(i18n: Pick<i18n, "t" | "language">, text: string): string {
  if (i18n.language === DEFAULT_LOCALE) return text;
  const found = findMessage(text);
  if (!found) return text;
  const values = Object.fromEntries(
    Object.entries(found.values).map(([name, value]) => [name, typeof value === "string" ? translateValue(i18n, value) : value]),
  );
  return i18n.t(`errors:${found.key}`, values);
}

function translateValue(i18n: Pick<i18n, "t" | "language">, value: string): string {
  if (findMessage(value)) return translateMessage(i18n, value);
  if (findMessage(`${value}.`)) return translateMessage(i18n, `${value}.`).replace(/\.$/, "");
  return value;
}
