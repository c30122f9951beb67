import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * Starts the worker thread written in `name`.ts beside the module whose import.meta.url is `from`.
 * In the server's bundle `from` is a built .mjs file, and the build emits every worker beside it as
 * `name`.mjs. Run from source (tsx, Vitest), a small ES module first registers tsx's loader in the
 * new thread (on Node 20 tsx's --import hooks reach only the main thread), then imports the worker.
 * Such a thread takes none of the process's --import preloads (a TypeScript one would fail before
 * tsx is registered in it), only its profiling flags.
 */
export function startWorker(from: string, name: string, options: WorkerOptions = {}): Worker {
  if (!from.endsWith(".ts")) return new Worker(new URL(`./${name}.mjs`, from), options);
  const tsx = JSON.stringify(import.meta.resolve("tsx/esm/api"));
  const worker = JSON.stringify(new URL(`./${name}.ts`, from).href);
  const bootstrap = `import { register } from ${tsx}; register(); await import(${worker});`;
  const execArgv = process.execArgv.filter((arg) => arg.startsWith("--cpu-prof"));
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), { execArgv, ...options });
}
