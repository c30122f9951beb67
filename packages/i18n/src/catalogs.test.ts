/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { NAMESPACES, resources, type Namespace } from "./resources";

/**
 * The catalogs' contract: both languages hold the same keys, every text is a valid ICU message with
 * the same placeholders in both languages, and no key is left unused.
 *
 * A key counts as used when the sources name it in a string literal, as "path.to.key" or
 * "namespace:path.to.key", or name an object above it (read whole with returnObjects). Keys chosen at
 * run time are named through a template literal whose fixed start ends at a dot:
 * t(`status.${order.status}`) uses every key under "status.". Keys of the `errors` namespace are found
 * by their English text (server and form messages arrive as English text): each is used when the
 * literal parts of its English message occur in the sources.
 */

type Catalog = { [key: string]: string | Catalog };
type Element = ReturnType<IntlMessageFormat["getAst"]>[number];

/** The member numbered `n` of the ICU parser's element TYPE enum (@formatjs/icu-messageformat-parser). */
const elementType = <N extends number>(n: N) => n as unknown as Extract<Element["type"], N>;
const LITERAL = elementType(0), ARGUMENT = elementType(1), NUMBER = elementType(2), DATE = elementType(3), TIME = elementType(4);
const SELECT = elementType(5), PLURAL = elementType(6), TAG = elementType(8);

const ROOT = join(import.meta.dirname, "../../..");
const SOURCE_DIRS = ["packages/app/src", "packages/domain/src", "packages/api/src", "packages/validators/src", "apps/server/src", "apps/web/src", "apps/kiosk/src"];

const flatten = (catalog: Catalog, prefix = ""): [string, string][] =>
  Object.entries(catalog).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));

const catalog = (locale: (typeof LOCALES)[number], ns: Namespace) => new Map(flatten(resources[locale][ns]));

/** Argument names and rich-text tags of a message, e.g. "arg:count", "tag:link". */
function placeholders(elements: Element[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === ARGUMENT || element.type === NUMBER || element.type === DATE || element.type === TIME) found.add(`arg:${element.value}`);
    if (element.type === SELECT || element.type === PLURAL) {
      found.add(`arg:${element.value}`);
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
    if (element.type === TAG) {
      found.add(`tag:${element.value}`);
      placeholders(element.children, found);
    }
  }
  return found;
}

/** The fixed text of a message outside its placeholders. */
const literalParts = (elements: Element[]): string[] => elements.flatMap((element) => (element.type === LITERAL ? [element.value] : []));

const parse = (message: string, locale: string): Element[] => new IntlMessageFormat(message, locale, undefined, { ignoreTag: false }).getAst();

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name === "e2e" || name === "dist") return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const sources = SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir))).map((file) => readFileSync(file, "utf8"));
const allSource = sources.join("\n");

/** Key-like texts between quotes ("a.b", 'ns:a.b', `a.b`) and the fixed starts of template literals that end at a dot (`a.${x}`). */
const namedKeys = new Set([...allSource.matchAll(/["'`](?:[a-z]+:)?([\w.-]+)(?=["'`])/g)].map((m) => m[1] ?? ""));
const dynamicPrefixes = [...allSource.matchAll(/`(?:[a-z]+:)?([\w.-]*\.)\$\{/g)].map((m) => m[1] ?? "");

function isUsed(ns: Namespace, key: string, english: string): boolean {
  if (ns === "errors") return literalParts(parse(english, "en")).every((part) => part.trim().length === 0 || allSource.includes(part));
  const segments = key.split(".");
  for (let i = 1; i <= segments.length; i++) if (namedKeys.has(segments.slice(0, i).join("."))) return true;
  return dynamicPrefixes.some((prefix) => key.startsWith(prefix));
}

describe.each(NAMESPACES)("the %s catalogs", (ns) => {
  const en = catalog("en", ns);
  const vi = catalog("vi", ns);

  it("hold the same keys in English and Vietnamese", () => {
    expect([...vi.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it("have no empty text", () => {
    const empty = [...LOCALES.flatMap((locale) => [...catalog(locale, ns)].filter(([, text]) => text.trim() === "").map(([key]) => `${locale}:${key}`))];
    expect(empty).toEqual([]);
  });

  it("hold valid ICU messages with the same placeholders in both languages", () => {
    const problems: string[] = [];
    for (const [key, english] of en) {
      const viText = vi.get(key);
      if (viText === undefined) continue;
      try {
        const expected = [...placeholders(parse(english, "en"))].sort();
        const actual = [...placeholders(parse(viText, "vi"))].sort();
        if (expected.join() !== actual.join()) problems.push(`${key}: en ${expected.join(" ")} / vi ${actual.join(" ")}`);
      } catch (error) {
        problems.push(`${key}: ${String(error)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("hold no key the product does not use", () => {
    const unused = [...en].filter(([key, english]) => !isUsed(ns, key, english)).map(([key]) => key);
    expect(unused).toEqual([]);
  });
});
