import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);
const TSX_LOADER = pathToFileURL(path.join(path.dirname(require.resolve("tsx/package.json")), "dist/loader.mjs")).href;
const MAIN = require.resolve("@vyc/server/main");

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote (its JSON log lines), so far. */
  output(): string;
  /** Resolves when `text` appears in the output. */
  waitForOutput(text: string): Promise<void>;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
}

/**
 * The server as it runs in production, started by `node` on apps/server/src/main.ts (through tsx's
 * loader) in its own process, with only the given environment; resolves once it listens.
 */
export function startServerProcess(env: Record<string, string>, cwd: string): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", TSX_LOADER, MAIN], { cwd, env: { PATH: process.env.PATH ?? "", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const watchers: Array<{ text: string; resolve: () => void }> = [];
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const read = (chunk: Buffer): void => {
    output += chunk.toString("utf8");
    for (const watcher of watchers.filter((w) => output.includes(w.text))) {
      watchers.splice(watchers.indexOf(watcher), 1);
      watcher.resolve();
    }
  };
  child.stdout?.on("data", read);
  child.stderr?.on("data", read);
  const waitForOutput = (text: string): Promise<void> =>
    output.includes(text) ? Promise.resolve() : new Promise((resolve) => watchers.push({ text, resolve }));
  return new Promise((resolve, reject) => {
    const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/;
    const onData = (): void => {
      const url = listening.exec(output)?.[1];
      if (!url) return;
      child.stdout?.off("data", onData);
      resolve({ url, child, output: () => output, waitForOutput, exited });
    };
    child.stdout?.on("data", onData);
    void exited.then((code) => reject(new Error(`The server exited with code ${code} before listening:\n${output}`)));
  });
}
