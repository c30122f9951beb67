import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { catalogText } from "./catalog-text";
import { createI18n } from "./create-i18n";
import { icuFormat, parseMessage, type MessageElement } from "./icu";
import { DEFAULT_LOCALE, LOCALES } from "./locales";
import { NAMESPACES, resources } from "./resources";

/**
 * The browser formats the catalogs with ./icu through i18next, the server with ./icu through
 * catalogText; i18next-icu (intl-messageformat) is the reference: every text of every catalog, in
 * both languages, must come out the same through all three, for numbers that pick each plural form,
 * every select option and a value the options do not name.
 */

type Catalog = { [key: string]: string | Catalog };
const flatten = (catalog: Catalog, prefix = ""): [string, string][] =>
  Object.entries(catalog).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));

/** The arguments of a message: plural ones with their numbers, select ones with their options. */
function argumentsOf(elements: MessageElement[], found = new Map<string, "text" | "plural" | string[]>()) {
  for (const element of elements) {
    if (element.type === 1 && !found.has(element.value)) found.set(element.value, "text");
    if (element.type === 6) found.set(element.value, "plural");
    if (element.type === 5) found.set(element.value, Object.keys(element.options));
    if (element.type === 5 || element.type === 6) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

const NUMBERS = [0, 1, 2, 3, 5, 11, 21, 101, 1000, 1234567, 2.5];

function valueSets(message: string): Record<string, string | number>[] {
  const args = argumentsOf(parseMessage(message));
  const sets: Record<string, string | number>[] = [];
  const rounds = Math.max(NUMBERS.length, ...[...args.values()].map((kind) => (Array.isArray(kind) ? kind.length + 1 : 0)));
  for (let i = 0; i < rounds; i++) {
    const values: Record<string, string | number> = {};
    for (const [name, kind] of args) {
      if (kind === "plural") values[name] = NUMBERS[i % NUMBERS.length] ?? 0;
      else if (kind === "text") values[name] = i % 3 === 0 ? i * 1000 : `${name} ${i} '{x}' <b>#</b>`;
      else values[name] = kind[i] ?? "unlisted";
    }
    sets.push(values);
  }
  return sets;
}

const ours = createI18n(DEFAULT_LOCALE, icuFormat);

describe.each(LOCALES)("catalog texts in %s", (locale) => {
  const theirs = createI18n(locale);
  const ourT = ours.getFixedT(locale);
  it.each(NAMESPACES)("%s: format as i18next-icu formats them", (ns) => {
    const differences: string[] = [];
    for (const [key, message] of flatten(resources[locale][ns])) {
      const sets = [...valueSets(message), {}];
      for (const values of sets) {
        const expected = theirs.t(`${ns}:${key}`, values);
        const actual = ourT(`${ns}:${key}`, values);
        if (actual !== expected) differences.push(`${ns}:${key} ${JSON.stringify(values)}\n  i18next-icu: ${expected}\n  ./icu:       ${actual}`);
        const server = catalogText(locale, ns)(key, values);
        if (server !== expected) differences.push(`${ns}:${key} ${JSON.stringify(values)}\n  i18next-icu: ${expected}\n  catalogText: ${server}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

describe("catalogText", () => {
  it("answers a key no catalog has with the key itself, as i18next does", () => {
    expect(catalogText("vi", "mail")("documents.noSuchText")).toBe("documents.noSuchText");
    expect(createI18n("vi").t("mail:documents.noSuchText")).toBe("documents.noSuchText");
  });
});

describe("formatMessage's reading", () => {
  const cases: [string, Record<string, unknown>][] = [
    ["It''s '{'literal'}' and '#' {n, plural, one {'#' is #} other {# '{x}' items}}", { n: 1 }],
    ["{n, plural, offset:1 =0 {nobody} =1 {just {who}} one {{who} and # other} other {{who} and # others}}", { n: 3, who: "Ann" }],
    ["{n, plural, offset:1 =0 {nobody} =1 {just {who}} one {{who} and # other} other {{who} and # others}}", { n: 2, who: "Ann" }],
    ["{kind, select, a {A # {n, plural, other {#}}} other {O}}", { kind: "a", n: 4 }],
    ["Missing {value}", {}],
    ["Broken {value", { value: 1 }],
    ["Tags <b>{name}</b> stay text", { name: "x" }],
    ["{ spaced }", { spaced: 0 }],
    ["{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}", { n: 22 }],
  ];
  it.each(cases)("%s", (message, values) => {
    const theirs = createI18n("en");
    theirs.addResource("en", "common", "probe", message);
    const ourInstance = i18next.createInstance();
    void ourInstance.use(icuFormat).init({ lng: "en", resources: { en: { common: { probe: message } } }, defaultNS: "common", initAsync: false, interpolation: { escapeValue: false } });
    expect(ourInstance.t("probe", values)).toBe(theirs.t("common:probe", values));
  });
});
