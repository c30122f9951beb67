import { parentPort } from "node:worker_threads";

/** What a worker of workerJobs receives, and what it answers. */
export interface WorkerRequest<In> {
  id: number;
  input: In;
}
export type WorkerAnswer<Out> = { id: number; output: Out; error?: undefined } | { id: number; error: string };

/** Inside a worker thread started by workerJobs: answers every job with `work`'s output, or with its failure's message. */
export function answerJobs<In, Out>(work: (input: In) => Promise<Out>): void {
  const port = parentPort;
  if (!port) throw new Error("answerJobs runs only inside a worker thread.");
  const answer = (message: WorkerAnswer<Out>) => port.postMessage(message);
  port.on("message", ({ id, input }: WorkerRequest<In>) => {
    work(input).then(
      (output) => answer({ id, output }),
      (error: unknown) => answer({ id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
