/**
 * What a first visit downloads: reads the built web app (apps/web/dist, or the directory given as the
 * first argument; it builds nothing) and prints, for each public route, the JS and CSS a visitor's
 * browser fetches before the page shows: the entry chunk with everything it imports statically, plus
 * the route's lazy chunk and its static imports, and the English catalogs its loader fetches. Sizes are gzip (level 9) and brotli of the files as
 * served. Exits 1 when the home page needs more than the budget.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Budget of the home page's initial JS + CSS, gzip. */
const HOME_BUDGET_BYTES = 120 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The lazy modules that render each public route (see packages/app/src/routes). */
const PUBLIC_ROUTES = [
  { path: "/", lazyModule: "packages/app/src/screens/home/home-screen.tsx", catalogs: ["home"] },
  { path: "/events", lazyModule: "packages/app/src/screens/events/events-list.tsx", catalogs: ["events"] },
  { path: "/events/{id}", lazyModule: "packages/app/src/routes/event-detail.lazy.tsx", catalogs: ["events"] },
] as const;

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, ".vite/manifest.json");
  if (!existsSync(file)) throw new Error(`${file} is missing: build the web app first (npx turbo run build --filter=@vyc/web)`);
  return JSON.parse(readFileSync(file, "utf8")) as Manifest;
}

/** The manifest key of a source module, matched on the end of its path (keys are relative to apps/web). */
function chunkKeyOf(manifest: Manifest, module: string): string {
  const key = Object.keys(manifest).find((k) => k.replace(/^(\.\.\/)+/, "") === module);
  if (!key) throw new Error(`${module} is not a chunk of the build (was its route made lazy?)`);
  return key;
}

/** Files (JS and CSS) loaded with a chunk: itself, its static imports recursively, and their CSS. */
function staticClosure(manifest: Manifest, keys: string[]): string[] {
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

function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error("manifest has no entry chunk");
  return key;
}

/** Initial files of each public route. */
function routeFiles(manifest: Manifest): { path: string; files: string[] }[] {
  const entry = entryKey(manifest);
  return PUBLIC_ROUTES.map((route) => ({
    path: route.path,
    files: staticClosure(manifest, [entry, chunkKeyOf(manifest, route.lazyModule), ...route.catalogs.map((ns) => chunkKeyOf(manifest, `packages/i18n/src/catalogs/en/${ns}.json`))]),
  }));
}

function sizes(distDir: string, files: string[]) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(distDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function main(): void {
  const distDir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../dist"));
  const manifest = readManifest(distDir);
  const rows = routeFiles(manifest).map((route) => ({ ...route, ...sizes(distDir, route.files) }));
  console.info(`Initial JS + CSS per public route (${distDir})`);
  console.info(["route".padEnd(14), "files".padStart(5), "raw".padStart(10), "gzip".padStart(10), "brotli".padStart(10)].join(" "));
  for (const row of rows) {
    console.info([row.path.padEnd(14), String(row.files.length).padStart(5), kb(row.raw).padStart(10), kb(row.gzip).padStart(10), kb(row.brotli).padStart(10)].join(" "));
  }
  const home = rows[0];
  if (!home || home.gzip > HOME_BUDGET_BYTES) {
    console.error(`FAIL: / needs ${kb(home?.gzip ?? 0)} gzip, over the ${kb(HOME_BUDGET_BYTES)} budget`);
    process.exit(1);
  }
  console.info(`OK: / is within the ${kb(HOME_BUDGET_BYTES)} gzip budget`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
