import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/**
 * The server's build of the public pages (`vite build --config vite.ssr.config.ts`): src/entry-server.tsx
 * as one module in dist/server (never served), which the server loads at start to render `/`,
 * `/events` and `/events/{id}`. It runs after the browser's build, into the same folder.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    ssr: "src/entry-server.tsx",
    outDir: "dist/server",
    emptyOutDir: true,
    sourcemap: false,
    copyPublicDir: false,
  },
});
