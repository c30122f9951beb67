import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images here are SVG (text) too. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== ".vite") yield* walk(file);
    } else yield file;
  }
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip, level 9) beside every text file of the
 * build, for the server to send as they are (`preCompressed`). node:zlib does both formats itself,
 * so this needs no plugin dependency.
 */
function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "vyc:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        jobs.push(
          (async () => {
            const bytes = await readFile(file);
            const [br, gzipped] = await Promise.all([
              brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
              gz(bytes, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}


/** Catalog chunks are named after their language and namespace (`catalog-vi-home-[hash].js`). */
function chunkFileName(chunk: { facadeModuleId: string | null }): string {
  const catalog = chunk.facadeModuleId?.match(/[\\/]catalogs[\\/](\w+)[\\/](\w+)\.json$/);
  return catalog ? `assets/catalog-${catalog[1]}-${catalog[2]}-[hash].js` : "assets/[name]-[hash].js";
}

export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // No source maps in the production build: the site's sources are not published.
    sourcemap: false,
    // dist/.vite/manifest.json maps routes' modules to chunks (npm run bench:web, the bundle e2e test); never served.
    manifest: true,
    rolldownOptions: {
      output: {
        chunkFileNames: chunkFileName,
        codeSplitting: {
          // What every page needs comes as two files (libraries, app shell) instead of many small shared chunks.
          groups: [
            { name: "vendor", tags: ["$initial"], test: /node_modules/, priority: 2 },
            { name: "app", tags: ["$initial"], priority: 1 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { "/api": "http://localhost:3000", "/trpc": "http://localhost:3000", "/login": { target: "http://localhost:3000", bypass: (req) => (req.method === "POST" ? undefined : req.url) }, "/logout": "http://localhost:3000" } },
});
