/**
 * The production build of the server: plain JavaScript in apps/server/dist that `node` runs without
 * tsx. The server, its commands and the workspace packages (with the query layer's generated types)
 * are bundled; npm packages stay imports, resolved from node_modules at run time, so native modules
 * (better-sqlite3, pg) are used as installed. Worker threads (the `*-worker.ts`
 * files, see startWorker in packages/db) are bundled beside the bundles that start them, as .mjs.
 */
import { readdirSync, rmSync } from "node:fs";
import { isBuiltin } from "node:module";
import path from "node:path";
import { build, type Plugin } from "esbuild";

const serverDir = path.resolve(import.meta.dirname, "..");
const root = path.resolve(serverDir, "../..");
const outdir = path.join(serverDir, "dist");

const rootModules = path.join(root, "node_modules") + path.sep;
/** Marks the plugin's own look-ups, which it leaves to esbuild. */
const LOOKING_UP = Symbol("looking up");

/**
 * Bare imports are left to node_modules when `node` finds them there from the build's folder: Node's
 * own modules and packages installed at the top of the repository's node_modules. The workspace's
 * packages (@vyc/...) are bundled, and so is a package one of them installs in its own node_modules
 * (a version npm could not hoist), which the built server would not find.
 */
const npmPackagesExternal: Plugin = {
  name: "npm-packages-external",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith("@vyc/") || args.pluginData === LOOKING_UP) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      const found = await pluginBuild.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind, importer: args.importer, pluginData: LOOKING_UP });
      const hoisted = found.errors.length > 0 || (found.path.startsWith(rootModules) && !found.path.slice(rootModules.length).includes(`${path.sep}node_modules${path.sep}`));
      return hoisted ? { path: args.path, external: true } : { path: found.path };
    });
  },
};

const sourceDirs = [...readdirSync(path.join(root, "packages")).map((name) => path.join(root, "packages", name, "src")), path.join(serverDir, "src")];
const workers = sourceDirs.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith("-worker.ts"))
    .map((file) => path.join(dir, file)),
);

rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(serverDir, "src/main.ts"),
    "db-backup": path.join(serverDir, "src/cli/db-backup.ts"),
    "db-restore": path.join(serverDir, "src/cli/db-restore.ts"),
    "user-create": path.join(serverDir, "src/cli/user-create.ts"),
    migrate: path.join(serverDir, "src/cli/migrate.ts"),
    ...Object.fromEntries(workers.map((file) => [path.basename(file, ".ts"), file])),
  },
  outdir,
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  sourcemap: true,
  logLevel: "warning",
  plugins: [npmPackagesExternal],
});
console.info(`Built the server into ${path.relative(root, outdir)}`);
