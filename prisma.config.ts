import { existsSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "prisma/config";

// `prisma generate` needs no schema engine, but the CLI insists on locating one before it runs.
// Point it at an existing file so the command works offline; migrations use the Wasm engine
// (packages/db/src/migrations.ts).
const placeholder = path.resolve("prisma/schema.prisma");
if (!process.env.PRISMA_SCHEMA_ENGINE_BINARY || !existsSync(process.env.PRISMA_SCHEMA_ENGINE_BINARY)) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY = placeholder;
}

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  datasource: { url: process.env.DATABASE_URL ?? "file:./var/dev.db" },
});
