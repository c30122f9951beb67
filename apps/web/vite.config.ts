import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true },
  server: { port: 5173, proxy: { "/api": "http://localhost:3000", "/trpc": "http://localhost:3000", "/login": { target: "http://localhost:3000", bypass: (req) => (req.method === "POST" ? undefined : req.url) }, "/logout": "http://localhost:3000" } },
});
