import type { Db } from "@vyc/db";
import { dataKeysInUse } from "../privacy/sealed-data";
import { workerJobs } from "../shared/worker-jobs";
import { sheetLines, type EventSheet, type SheetStep } from "./sheet-lines";

const stepOnWorker = workerJobs<SheetStep, string | null>(import.meta.url, "sheet-worker", "The sheet could not be made");
let lastSheet = 0;

/**
 * The sheet's pieces as they are made. On PostgreSQL the sheet worker reads and writes them, a page
 * per step, so a download of 25,000 lines takes nothing from the requests of this thread; a sheet
 * left unfinished (the browser went away) is dropped there too. On SQLite they are read a page at a
 * time on this thread, whose reads are synchronous and quick, letting other requests through between pages.
 */
export async function* sheetChunks(db: Db, sheet: EventSheet): AsyncGenerator<string> {
  if (db.engine !== "postgres") {
    yield* sheetLines(db, sheet);
    return;
  }
  const step: SheetStep = { id: ++lastSheet, url: db.url, sheet, keys: dataKeysInUse() };
  let finished = false;
  try {
    for (let piece = await stepOnWorker(step); piece !== null; piece = await stepOnWorker(step)) yield piece;
    finished = true;
  } finally {
    if (!finished) await stepOnWorker({ ...step, stop: true });
  }
}
