import { parentPort } from "node:worker_threads";

/** What a worker of workerJobs receives, and what it answers. */
export interface WorkerRequest<In> {
  id: number;
  input: In;
}
export type WorkerAnswer<Out> = { id: number; output: Out; error?: undefined } | { id: number; error: string };

/** Bytes that own their whole memory are handed over rather than copied (a view into a shared pool is copied). */
const transferable = (output: unknown): ArrayBuffer[] =>
  output instanceof Uint8Array && output.buffer instanceof ArrayBuffer && output.byteOffset === 0 && output.byteLength === output.buffer.byteLength ? [output.buffer] : [];

/** Inside a worker thread started by workerJobs: answers every job with `work`'s output, or with its failure's message. */
export function answerJobs<In, Out>(work: (input: In) => Promise<Out>): void {
  const port = parentPort;
  if (!port) throw new Error("answerJobs runs only inside a worker thread.");
  const answer = (message: WorkerAnswer<Out>) => port.postMessage(message, message.error === undefined ? transferable(message.output) : []);
  port.on("message", ({ id, input }: WorkerRequest<In>) => {
    work(input).then(
      (output) => answer({ id, output }),
      (error: unknown) => answer({ id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
