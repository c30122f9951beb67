import type { Db } from "@vyc/db";
import type { TCheckInOutcome, TOfflineScan } from "@vyc/validators";
import { recordScan } from "./check-in";

/**
 * Records the scans a desk queued while offline, oldest first so the first scan of a ticket wins
 * within the batch as well as against scans already recorded. Answers in the order given.
 * Idempotent: a scan already recorded (same clientScanId) is answered, not recorded again.
 */
export async function syncCheckIns(db: Db, scans: TOfflineScan[], staffId: string, now: Date): Promise<TCheckInOutcome[]> {
  const byTime = [...scans].sort((a, b) => Date.parse(a.scannedAt) - Date.parse(b.scannedAt));
  const outcomes = new Map<string, TCheckInOutcome>();
  for (const scan of byTime) {
    outcomes.set(
      scan.clientScanId,
      await recordScan(db, { ...scan, scannedAt: new Date(scan.scannedAt), source: "offline" }, staffId, now),
    );
  }
  return scans.map((scan) => outcomes.get(scan.clientScanId)).filter((o): o is TCheckInOutcome => o !== undefined);
}
