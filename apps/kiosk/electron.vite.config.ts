import react from "@vitejs/plugin-react";
import { defineConfig } from "electron-vite";
import { resolve } from "node:path";
import type { Plugin } from "vite";

const here = import.meta.dirname;

/**
 * `electron-vite dev` only: React refresh injects an inline module script and HMR uses a
 * websocket, so the development page's <meta> CSP allows both (see src/main/csp.ts).
 */
function devCsp(): Plugin {
  return {
    name: "kiosk-dev-csp",
    apply: "serve",
    transformIndexHtml: (html) =>
      html
        .replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")
        .replace("connect-src 'self'", "connect-src 'self' ws:"),
  };
}

export default defineConfig({
  main: {
    // Bundle zod and friends: the packaged app ships out/** only, no node_modules.
    build: { outDir: "out/main", externalizeDeps: false },
  },
  preload: {
    // CommonJS so the window can keep sandbox: true (sandboxed preloads cannot be ES modules).
    build: {
      outDir: "out/preload",
      externalizeDeps: false,
      rolldownOptions: {
        input: { index: resolve(here, "src/preload/index.ts") },
        output: { format: "cjs", entryFileNames: "[name].cjs" },
      },
    },
  },
  renderer: {
    root: resolve(here, "src/renderer"),
    base: "./",
    plugins: [react(), devCsp()],
    build: {
      outDir: resolve(here, "out/renderer"),
      rolldownOptions: { input: resolve(here, "src/renderer/index.html") },
    },
  },
});
