import path from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { readManifest, servedStyles } from "./scripts/build-manifest";

/**
 * The server's build of the public pages (`vite build --config vite.ssr.config.ts`): src/entry-server.tsx
 * as one module in dist/server (never served), which the server loads at start to render `/`,
 * `/events` and `/events/{id}`. It runs after the browser's build, into the same folder, and takes
 * from that build's manifest the stylesheets each page links.
 */
export default defineConfig({
  plugins: [react()],
  define: { __SERVED_PAGES_STYLES__: JSON.stringify(servedStyles(readManifest(path.resolve(import.meta.dirname, "dist")))) },
  build: {
    ssr: "src/entry-server.tsx",
    outDir: "dist/server",
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
  },
});
