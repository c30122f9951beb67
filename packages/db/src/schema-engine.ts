import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import {
  bindMigrationAwareSqlAdapterFactory,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from "@prisma/driver-adapter-utils";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import type { SchemaEngine } from "@prisma/schema-engine-wasm";

const require = createRequire(import.meta.url);
let wasmReady = false;

/** The part of the WebAssembly API used here: Node has it, but only the DOM library declares its types. */
interface WasmApi {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object, imports: Record<string, unknown>) => { exports: Record<string, unknown> };
}
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

/**
 * Migrations run in-process on Prisma's own schema engine compiled to WebAssembly: the Prisma CLI
 * downloads a native engine binary on every command, which an install from the npm registry alone
 * cannot do. Node's ESM loader refuses `.wasm` imports, so the module is instantiated by hand.
 */
function loadWasm(): void {
  if (wasmReady) return;
  const pkgDir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
  const module = new wasm.Module(readFileSync(path.join(pkgDir, "schema_engine_bg.wasm")));
  const instance = new wasm.Instance(module, { "./schema_engine_bg.js": bg });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  wasmReady = true;
}

/**
 * The engine replays each migration file on the shadow database with one `executeRaw` call, which
 * better-sqlite3 refuses for multi-statement SQL; such scripts go through `executeScript` instead.
 */
function scriptTolerant(adapter: SqlDriverAdapter): SqlDriverAdapter {
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    try {
      return await executeRaw(query);
    } catch (error) {
      if (query.args.length || !(error instanceof RangeError)) throw error;
      await adapter.executeScript(query.sql);
      return 0;
    }
  };
  return adapter;
}

/** Connections the engine opened, per engine, so they can be closed when it is freed. */
const openConnections = new WeakMap<SchemaEngine, SqlDriverAdapter[]>();

function sqliteFactory(file: string, opened: SqlDriverAdapter[]): SqlMigrationAwareDriverAdapterFactory {
  const inner = new PrismaBetterSqlite3({ url: file });
  const track = (adapter: SqlDriverAdapter): SqlDriverAdapter => {
    opened.push(adapter);
    return adapter;
  };
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => track(await inner.connect()),
    connectToShadowDb: async () => track(scriptTolerant(await inner.connectToShadowDb())),
  };
}

/** Prisma's own schema engine (compiled to Wasm) working on a SQLite file through the driver adapter. */
export async function openSchemaEngine(file: string, schema: { path: string; content: string }): Promise<SchemaEngine> {
  return openSchemaEngineWith((opened) => sqliteFactory(file, opened), schema);
}

/**
 * Prisma's schema engine on any driver adapter factory; `makeFactory` records each connection it
 * opens in `opened`, for closeSchemaEngine.
 */
export async function openSchemaEngineWith(
  makeFactory: (opened: SqlDriverAdapter[]) => SqlMigrationAwareDriverAdapterFactory,
  schema: { path: string; content: string },
): Promise<SchemaEngine> {
  loadWasm();
  const opened: SqlDriverAdapter[] = [];
  const factory = bindMigrationAwareSqlAdapterFactory(makeFactory(opened));
  const log = (): void => {};
  const engine = await bg.SchemaEngine.new({ datamodels: [[schema.path, schema.content]] }, log, factory);
  openConnections.set(engine, opened);
  return engine;
}

/**
 * Frees the engine and closes the connections it opened. Without this the file stays locked
 * until a later turn of the event loop, and a connection opened right away (synchronous
 * better-sqlite3) waits out its busy timeout with the event loop blocked: SQLITE_BUSY.
 */
export async function closeSchemaEngine(engine: SchemaEngine): Promise<void> {
  engine.free();
  const opened = openConnections.get(engine) ?? [];
  openConnections.delete(engine);
  await Promise.all(opened.map((adapter) => adapter.dispose().catch(() => undefined)));
}
