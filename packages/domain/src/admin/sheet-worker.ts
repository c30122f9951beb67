// Makes the big sheets of the back office on PostgreSQL (see sheet-chunks.ts) on a thread of its
// own, with its own read-only connections: reading and writing a sheet of 25,000 tickets never
// holds up the server's thread, so a check-in at the desk answers as fast as with no download.
import { setPriority } from "node:os";
import { createDb, type Db } from "@vyc/db";
import { useDataKeys } from "../privacy/sealed-data";
import { answerJobs } from "../shared/worker-answers";
import { sheetLines, type SheetStep } from "./sheet-lines";

setPriority(10);

/** One small read-only pool per database this thread serves. */
const databases = new Map<string, Db>();
const database = (url: string): Db => {
  const open = databases.get(url) ?? createDb(url, { poolSize: 2, readOnly: true });
  databases.set(url, open);
  return open;
};

/** The sheets being sent, by the id the server thread gave them. */
const sheets = new Map<number, AsyncGenerator<string>>();

answerJobs<SheetStep, string | null>(async (step) => {
  if (step.stop) {
    await sheets.get(step.id)?.return(undefined);
    sheets.delete(step.id);
    return null;
  }
  useDataKeys(step.keys);
  const lines = sheets.get(step.id) ?? sheetLines(database(step.url), step.sheet);
  sheets.set(step.id, lines);
  const next = await lines.next();
  if (next.done) sheets.delete(step.id);
  return next.done ? null : next.value;
});
