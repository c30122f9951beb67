import type { Db } from "@vyc/db";
import { KIOSK_MESSAGES, type TCheckInOutcome, type TOfflineScan } from "@vyc/validators";
import { recordScan, rejection, ScanIdReused } from "./check-in";

/**
 * Records the scans a desk queued while offline, oldest first so the first scan of a ticket wins
 * within the batch as well as against scans already recorded. Answers in the order given.
 * Idempotent: a scan already recorded (same clientScanId, same ticket) is answered, not recorded
 * again. A scan whose clientScanId was already used for another ticket is answered "rejected"
 * with the reason, as is a scan without a check-in list, without holding up the rest of the batch.
 */
export async function syncCheckIns(db: Db, scans: TOfflineScan[], staffId: string, now: Date): Promise<TCheckInOutcome[]> {
  const byTime = scans.map((scan, index) => ({ scan, index })).sort((a, b) => Date.parse(a.scan.scannedAt) - Date.parse(b.scan.scannedAt));
  const outcomes: TCheckInOutcome[] = [];
  for (const { scan, index } of byTime) {
    const { list } = scan;
    if (!list) {
      outcomes[index] = { clientScanId: scan.clientScanId, result: "rejected", ...rejection(KIOSK_MESSAGES.chooseList), ticket: null };
      continue;
    }
    try {
      outcomes[index] = await recordScan(db, { ...scan, list, scannedAt: new Date(scan.scannedAt), source: "offline" }, staffId, now);
    } catch (error) {
      if (!(error instanceof ScanIdReused)) throw error;
      outcomes[index] = { clientScanId: scan.clientScanId, result: "rejected", ...rejection(error.message), ticket: null };
    }
  }
  return outcomes;
}
