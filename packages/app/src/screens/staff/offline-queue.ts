import type { CheckInResult, RefusalParams, TCheckInList, TCheckInOutcome, TFirstCheckIn } from "@vyc/validators";
import { openDB, type DBSchema, type IDBPDatabase } from "idb";

/** A check-in made while the server could not be reached, waiting on this desk to be synced. */
export interface QueuedScan {
  clientScanId: string;
  deviceId: string;
  /** The desk's check-in list and name when it scanned: the server applies that list's rules at the time of the scan. */
  list: TCheckInList;
  deskName?: string;
  /** ISO time of the scan on this desk. */
  scannedAt: string;
  secret?: string;
  ticketId?: string;
  /** What staff saw when scanning: the attendee's name, or the scanned code. */
  label: string;
}

/** What the server answered for a queued scan once synced. */
export interface SyncedScan {
  clientScanId: string;
  label: string;
  scannedAt: string;
  syncedAt: string;
  result: CheckInResult;
  /** Why the scan was rejected: its English text, and its code and values to show it by (absent in scans synced by older versions). */
  message: string | null;
  reason?: string;
  params?: RefusalParams;
  attendee: string | null;
  firstCheckIn: TFirstCheckIn | null;
}

interface DeskDb extends DBSchema {
  pending: { key: string; value: QueuedScan; indexes: { byScannedAt: string } };
  synced: { key: string; value: SyncedScan; indexes: { bySyncedAt: string } };
}

export interface CheckInQueue {
  add(scan: QueuedScan): Promise<void>;
  /** Waiting scans, oldest first. */
  pending(): Promise<QueuedScan[]>;
  /** Moves the answered scans from pending to the sync history, in one transaction. */
  settle(outcomes: TCheckInOutcome[], syncedAt: string): Promise<void>;
  /** The latest synced scans, newest first. */
  synced(limit?: number): Promise<SyncedScan[]>;
  /** Called after every change (add or settle). */
  subscribe(listener: () => void): () => void;
  close(): void;
}

const SYNCED_KEPT = 200;

/** The desk's check-in queue in IndexedDB: it survives reloads and restarts of the app. */
export async function openCheckInQueue(name = "vyc-desk"): Promise<CheckInQueue> {
  const db: IDBPDatabase<DeskDb> = await openDB<DeskDb>(name, 1, {
    upgrade(database) {
      database.createObjectStore("pending", { keyPath: "clientScanId" }).createIndex("byScannedAt", "scannedAt");
      database.createObjectStore("synced", { keyPath: "clientScanId" }).createIndex("bySyncedAt", "syncedAt");
    },
  });
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());

  return {
    async add(scan) {
      await db.put("pending", scan);
      changed();
    },
    pending: () => db.getAllFromIndex("pending", "byScannedAt"),
    async settle(outcomes, syncedAt) {
      const tx = db.transaction(["pending", "synced"], "readwrite");
      const pending = tx.objectStore("pending");
      const synced = tx.objectStore("synced");
      for (const outcome of outcomes) {
        const scan = await pending.get(outcome.clientScanId);
        if (!scan) continue;
        const attendee = outcome.ticket ? `${outcome.ticket.attendee.firstName} ${outcome.ticket.attendee.lastName}` : null;
        await synced.put({
          clientScanId: scan.clientScanId,
          label: scan.label,
          scannedAt: scan.scannedAt,
          syncedAt,
          result: outcome.result,
          message: outcome.message,
          ...(outcome.reason ? { reason: outcome.reason, params: outcome.params ?? {} } : {}),
          attendee,
          firstCheckIn: outcome.ticket?.firstCheckIn ?? null,
        });
        await pending.delete(scan.clientScanId);
      }
      const kept = await synced.index("bySyncedAt").getAllKeys();
      for (const key of kept.slice(0, Math.max(0, kept.length - SYNCED_KEPT))) await synced.delete(key);
      await tx.done;
      changed();
    },
    async synced(limit = 50) {
      const all = await db.getAllFromIndex("synced", "bySyncedAt");
      return all.reverse().slice(0, limit);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => db.close(),
  };
}

let shared: Promise<CheckInQueue> | undefined;

/** The queue of this desk, opened once per page. */
export function checkInQueue(): Promise<CheckInQueue> {
  shared ??= openCheckInQueue();
  return shared;
}
