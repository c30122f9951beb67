import { existsSync } from "node:fs";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { MANIFEST_FILE, readManifest, servedStyles } from "./scripts/build-manifest";

const dist = path.resolve(import.meta.dirname, "dist");
/** Built alone (the server's tests build only this), the pages link the entry's stylesheet only. */
const styles = existsSync(path.join(dist, MANIFEST_FILE)) ? servedStyles(readManifest(dist)) : {};

/**
 * The server's build of the public pages (`vite build --config vite.ssr.config.ts`): src/entry-server.tsx
 * as one module in dist/server (never served), which the server loads at start to render `/`,
 * `/events` and `/events/{id}`. It runs after the browser's build (`npm run build`), into the same
 * folder, and takes from that build's manifest the stylesheets each page links.
 */
export default defineConfig({
  plugins: [react()],
  define: { __SERVED_PAGES_STYLES__: JSON.stringify(styles) },
  build: {
    ssr: "src/entry-server.tsx",
    outDir: "dist/server",
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
  },
});
