/**
 * The README and the pages of docs/ stay linked together: every relative link and image points at a
 * file of the repository, every `#anchor` into a Markdown file names one of its headings (GitHub's
 * slugs), the README links every page of docs/, and the README stays short.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const README = "README.md";
const README_MAX_LINES = 200;
const docsPages = readdirSync(path.join(root, "docs"))
  .filter((name) => name.endsWith(".md"))
  .sort()
  .map((name) => `docs/${name}`);
const markdownFiles = [README, ...docsPages];

const read = (file: string): string => readFileSync(path.join(root, file), "utf8");

/** The text without fenced code blocks, whose lines are neither headings nor links. */
function withoutCodeBlocks(markdown: string): string {
  const kept: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split("\n")) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) fence = marker[0]!.repeat(marker.length);
    else if (fence !== null && marker?.startsWith(fence)) fence = null;
    else if (fence === null) kept.push(line);
  }
  return kept.join("\n");
}

/** The text without inline code spans (`a`, ``a `b` c``), which hold examples, not links. */
const withoutCodeSpans = (text: string): string => text.replace(/(`+)[\s\S]*?\1/g, "");

/** GitHub's anchor of a heading: lower case, punctuation but '-' and '_' dropped, each space a '-'. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/`/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of a Markdown text's headings; a repeated heading gets -1, -2, ... as on GitHub. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const line of withoutCodeBlocks(markdown).split("\n")) {
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** Every link and image target of a Markdown text: [text](target), ![alt](target), <img src>, <a href>. */
function linkTargets(markdown: string): string[] {
  const text = withoutCodeSpans(withoutCodeBlocks(markdown));
  const targets: string[] = [];
  for (const match of text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1]!);
  for (const match of text.matchAll(/<(?:img|a)\s[^>]*?\b(?:src|href)\s*=\s*"([^"]+)"/gi)) targets.push(match[1]!);
  return targets;
}

const isExternal = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");

/** What is wrong with each relative link of a Markdown file of the repository, if anything. */
function brokenLinks(file: string, markdown: string, readFile: (file: string) => string = read): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (isExternal(target)) continue;
    const [rawPath = "", rawAnchor] = target.split("#", 2);
    const linkedPath = decodeURIComponent(rawPath);
    const resolved = linkedPath === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), linkedPath));
    if (resolved.startsWith("../") || path.posix.isAbsolute(resolved)) {
      problems.push(`${target}: points outside the repository`);
      continue;
    }
    const absolute = path.join(root, resolved);
    if (!existsSync(absolute)) {
      problems.push(`${target}: ${resolved} does not exist`);
      continue;
    }
    if (rawAnchor === undefined || !resolved.endsWith(".md") || statSync(absolute).isDirectory()) continue;
    const anchor = decodeURIComponent(rawAnchor);
    if (!anchors(linkedPath === "" ? markdown : readFile(resolved)).has(anchor)) problems.push(`${target}: ${resolved} has no heading #${anchor}`);
  }
  return problems;
}

describe("GitHub heading anchors", () => {
  it("follow GitHub's slug rules", () => {
    expect(slug("Where a new feature goes")).toBe("where-a-new-feature-goes");
    expect(slug("The /api paths")).toBe("the-api-paths");
    expect(slug("Invoices, tickets and calendar files")).toBe("invoices-tickets-and-calendar-files");
    expect(slug("Two app servers or more on one database")).toBe("two-app-servers-or-more-on-one-database");
    expect(slug("`npm run bench` on PostgreSQL")).toBe("npm-run-bench-on-postgresql");
    expect([...anchors("# A\n## B\n```\n# not a heading\n```\n## B\n")]).toEqual(["a", "b", "b-1"]);
  });

  it("find a broken link, a missing file and a missing heading", () => {
    const pages: Record<string, string> = { "docs/data.md": "# Data\n## PostgreSQL\n" };
    const readFake = (file: string): string => pages[file] ?? read(file);
    const markdown = [
      "[fine](data.md#postgresql) [fine too](#here) ![picture](invoice-1.png)",
      "[no such file](nowhere.md) [no such heading](data.md#mysql) <img src=\"missing.png\">",
      "`[in code](nowhere.md)` [web](https://example.org/x.md)",
      "```\n[in a code block](nowhere.md)\n```",
      "## Here",
    ].join("\n");
    expect(brokenLinks("docs/payments.md", markdown, readFake)).toEqual([
      "nowhere.md: docs/nowhere.md does not exist",
      "data.md#mysql: docs/data.md has no heading #mysql",
      "missing.png: docs/missing.png does not exist",
    ]);
  });
});

describe("the README and docs/", () => {
  it("has pages in docs/", () => {
    expect(docsPages.length).toBeGreaterThan(0);
  });

  it.each(markdownFiles)("%s links only to files and headings that exist", (file) => {
    expect(brokenLinks(file, read(file))).toEqual([]);
  });

  it("the README links every page of docs/", () => {
    const linked = new Set(
      linkTargets(read(README))
        .filter((target) => !isExternal(target))
        .map((target) => path.posix.normalize(decodeURIComponent(target.split("#")[0]!))),
    );
    expect(docsPages.filter((page) => !linked.has(page))).toEqual([]);
  });

  it(`the README has at most ${README_MAX_LINES} lines`, () => {
    expect(read(README).trimEnd().split("\n").length).toBeLessThanOrEqual(README_MAX_LINES);
  });
});
