import { Worker } from "node:worker_threads";

interface Job<Out> {
  resolve: (output: Out) => void;
  reject: (error: Error) => void;
}

/**
 * A function that runs its jobs on one background worker thread (started on first use, restarted
 * after a crash), so CPU-heavy rendering does not hold up requests. The worker answers each
 * `{ id, input }` message with `{ id, output }` or `{ id, error }`; it does not keep the process
 * alive while idle.
 */
export function workerJobs<In, Out>(url: URL, failure: string): (input: In) => Promise<Out> {
  let worker: Worker | null = null;
  let nextId = 0;
  const jobs = new Map<number, Job<Out>>();

  const failAll = (error: Error): void => {
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
    worker = null;
  };

  const start = (): Worker => {
    if (worker) return worker;
    const started = new Worker(url);
    started.on("message", (message: { id: number; output?: Out; error?: string }) => {
      const job = jobs.get(message.id);
      jobs.delete(message.id);
      if (jobs.size === 0) started.unref();
      if (message.error === undefined) job?.resolve(message.output as Out);
      else job?.reject(new Error(message.error || failure));
    });
    started.on("error", failAll);
    started.on("exit", () => failAll(new Error(failure)));
    started.unref();
    worker = started;
    return started;
  };

  return (input) => {
    const running = start();
    const id = ++nextId;
    return new Promise<Out>((resolve, reject) => {
      jobs.set(id, { resolve, reject });
      running.ref();
      running.postMessage({ id, input });
    });
  };
}
