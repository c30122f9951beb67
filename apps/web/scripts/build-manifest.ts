import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** A chunk of the build's manifest (dist/.vite/manifest.json; never served). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The pages the server renders (apps/server/src/pages), by route path, with the lazy modules that
 * render each one (see packages/app/src/routes) and the catalogs its screens load.
 */
export const SERVED_PAGES = [
  { page: "/", modules: ["packages/app/src/screens/home/home-screen.tsx"], catalogs: ["home"] },
  { page: "/events", modules: ["packages/app/src/screens/events/events-list.tsx"], catalogs: ["events"] },
  { page: "/events/$id", modules: ["packages/app/src/routes/event-detail.lazy.tsx"], catalogs: ["events"] },
] as const;

type ServedPage = (typeof SERVED_PAGES)[number]["page"];

/** The manifest's place in the build's folder. */
export const MANIFEST_FILE = ".vite/manifest.json";

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, MANIFEST_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the web app first (npx turbo run build --filter=@vyc/web)`);
  return JSON.parse(readFileSync(file, "utf8")) as Manifest;
}

/** The manifest key of a source module, matched on the end of its path (keys are relative to apps/web). */
export function chunkKeyOf(manifest: Manifest, module: string): string {
  const key = Object.keys(manifest).find((k) => k.replace(/^(\.\.\/)+/, "") === module);
  if (!key) throw new Error(`${module} is not a chunk of the build (was its route made lazy?)`);
  return key;
}

/** Files (JS and CSS) loaded with a chunk: itself, its static imports recursively, and their CSS. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no ${key}`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error("manifest has no entry chunk");
  return key;
}

/**
 * The stylesheets of each served page's screens that the entry does not already link: the server's
 * render links them in the page's head (apps/web/vite.ssr.config.ts), so the page is laid out right
 * before any script runs (no shift when the screens' code arrives, and right without JavaScript).
 */
export function servedStyles(manifest: Manifest): Record<ServedPage, string[]> {
  const entryFiles = new Set(staticClosure(manifest, [entryKey(manifest)]));
  const styles = (modules: readonly string[]) =>
    staticClosure(manifest, modules.map((module) => chunkKeyOf(manifest, module))).filter((file) => file.endsWith(".css") && !entryFiles.has(file));
  return Object.fromEntries(SERVED_PAGES.map(({ page, modules }) => [page, styles(modules)])) as Record<ServedPage, string[]>;
}
