/**
 * What a first visit downloads: reads the built web app (apps/web/dist, or the directory given as the
 * first argument; it builds nothing) and prints, for each public route, the JS and CSS a visitor's
 * browser fetches before the page shows: the entry chunk with everything it imports statically, plus
 * the lazy chunks of the route's screens and their static imports, and the English catalogs its loader fetches. Sizes are gzip (level 9) and brotli of the files as
 * served. Exits 1 when the home page needs more than the budget.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chunkKeyOf, entryKey, readManifest, SERVED_PAGES, staticClosure, type Manifest } from "./build-manifest";

/** Budget of the home page's initial JS + CSS, gzip. */
const HOME_BUDGET_BYTES = 120 * 1024;

/** Initial files of each public route. */
function routeFiles(manifest: Manifest): { path: string; files: string[] }[] {
  const entry = entryKey(manifest);
  return SERVED_PAGES.map((route) => ({
    path: route.page,
    files: staticClosure(manifest, [entry, ...[...route.modules, ...route.catalogs.map((ns) => `packages/i18n/src/catalogs/en/${ns}.json`)].map((module) => chunkKeyOf(manifest, module))]),
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
