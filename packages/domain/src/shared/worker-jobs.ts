import { isMainThread, type Worker, type WorkerOptions } from "node:worker_threads";
import { startWorker } from "@vyc/db";
import type { WorkerAnswer, WorkerRequest } from "./worker-answers";

interface Job<Out> {
  resolve: (output: Out) => void;
  reject: (error: Error) => void;
}

interface Thread<Out> {
  worker: Worker;
  jobs: Map<number, Job<Out>>;
}

/**
 * A function that runs its jobs on up to `threads` background worker threads (started on first
 * use, restarted after a crash; each job goes to the least busy one), so CPU-heavy rendering does
 * not hold up requests. The worker `name` (see startWorker) serves the jobs with answerJobs; idle
 * workers do not keep the process alive. `options` are the threads' (their environment, say).
 */
export function workerJobs<In, Out>(from: string, name: string, failure: string, threads = 1, options: WorkerOptions = {}): (input: In) => Promise<Out> {
  const pool: Array<Thread<Out> | null> = Array.from({ length: threads }, () => null);
  let nextId = 0;

  const start = (slot: number): Thread<Out> => {
    const thread: Thread<Out> = { worker: startWorker(from, name, options), jobs: new Map() };
    const failAll = (error: Error): void => {
      for (const job of thread.jobs.values()) job.reject(error);
      thread.jobs.clear();
      if (pool[slot] === thread) pool[slot] = null;
    };
    thread.worker.on("message", (message: WorkerAnswer<Out>) => {
      const job = thread.jobs.get(message.id);
      thread.jobs.delete(message.id);
      if (thread.jobs.size === 0) thread.worker.unref();
      if (message.error === undefined) job?.resolve(message.output);
      else job?.reject(new Error(message.error || failure));
    });
    thread.worker.on("error", failAll);
    thread.worker.on("exit", () => failAll(new Error(failure)));
    thread.worker.unref();
    pool[slot] = thread;
    return thread;
  };

  const leastBusy = (): Thread<Out> => {
    const free = pool.findIndex((thread) => thread === null || thread.jobs.size === 0);
    if (free >= 0) return pool[free] ?? start(free);
    const running = pool.filter((thread): thread is Thread<Out> => thread !== null);
    return running.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
  };

  return (input) => {
    const thread = leastBusy();
    const id = ++nextId;
    return new Promise<Out>((resolve, reject) => {
      thread.jobs.set(id, { resolve, reject });
      thread.worker.ref();
      thread.worker.postMessage({ id, input } satisfies WorkerRequest<In>);
    });
  };
}

/**
 * On the server's main thread, a pool's jobs; on a background thread, which answers no requests,
 * the work itself in that thread, loaded on first use, so no background thread starts threads of
 * its own (see the confirmation thread, order-confirmation-mail.ts).
 */
export function offMainThread<In, Out>(pool: (input: In) => Promise<Out>, load: () => Promise<(input: In) => Out | Promise<Out>>): (input: In) => Promise<Out> {
  if (isMainThread) return pool;
  let work: Promise<(input: In) => Out | Promise<Out>> | null = null;
  return async (input) => (await (work ??= load()))(input);
}
