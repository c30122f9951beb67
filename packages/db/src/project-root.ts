import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The folder that holds `prisma/` (the schema and the migrations of both engines), found upward from
 * this module: the repository root from the sources, and from the built server in apps/server/dist.
 */
export function projectRoot(from: string = import.meta.dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "prisma", "schema.prisma"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No prisma/schema.prisma above ${from}: the migrations ship with the site's files.`);
  }
}
