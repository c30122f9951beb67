import { useQuery, useQueryClient } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { KIOSK_LIMITS, type TOfflineScan } from "@vyc/validators";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { shownError, type ShownRefusal } from "../../lib/api-errors";
import { useTRPC, useTRPCClient } from "../../lib/trpc";
import { isNetworkError, reportReachable, useConnectivity, type Connectivity } from "./connectivity";
import { checkInQueue, type QueuedScan, type SyncedScan } from "./offline-queue";

export interface DeskState {
  connectivity: Connectivity;
  /** Check-ins waiting on this desk for the server, oldest first. */
  pending: QueuedScan[];
  /** What the server answered for the latest synced check-ins, newest first. */
  synced: SyncedScan[];
  syncing: boolean;
  /** Why the last sync was refused by the server (not a network failure). */
  syncError: ShownRefusal | null;
  queueScan: (scan: QueuedScan) => Promise<void>;
}

const DeskStateContext = createContext<DeskState | null>(null);

export function useDeskState(): DeskState {
  const state = useContext(DeskStateContext);
  if (!state) throw new Error("useDeskState needs the staff layout");
  return state;
}

const toOfflineScan = ({ clientScanId, deviceId, list, deskName, scannedAt, secret, ticketId }: QueuedScan): TOfflineScan => ({
  clientScanId,
  deviceId,
  list,
  ...(deskName ? { deskName } : {}),
  scannedAt,
  ...(ticketId !== undefined ? { ticketId } : { secret: secret ?? "" }),
});

/** The queued scans as React state, reloaded whenever the queue changes. */
function useQueueContents() {
  const [contents, setContents] = useState<{ pending: QueuedScan[]; synced: SyncedScan[] }>({ pending: [], synced: [] });
  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    const load = async () => {
      const queue = await checkInQueue();
      const [pending, synced] = await Promise.all([queue.pending(), queue.synced()]);
      if (active) setContents({ pending, synced });
    };
    void checkInQueue().then((queue) => {
      if (!active) return;
      unsubscribe = queue.subscribe(() => void load());
      void load();
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  return contents;
}

/**
 * Watches the connection (a light request every few seconds, faster while offline) and syncs the
 * queued check-ins as soon as the server answers again.
 */
export function DeskStateProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const connectivity = useConnectivity();
  const { pending, synced } = useQueueContents();
  const [syncing, setSyncing] = useState(false);
  const [syncError, setSyncError] = useState<ShownRefusal | null>(null);
  const running = useRef(false);

  useQuery({
    queryKey: ["desk", "heartbeat"],
    queryFn: async () => {
      try {
        await client.auth.isAuthenticated.query();
        reportReachable(true);
      } catch (error) {
        reportReachable(!isNetworkError(error));
      }
      return Date.now();
    },
    refetchInterval: connectivity === "online" ? KIOSK_LIMITS.heartbeatOnlineMs : KIOSK_LIMITS.heartbeatOfflineMs,
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });

  // Back online: the session is checked again (it may have ended meanwhile).
  const previous = useRef(connectivity);
  useEffect(() => {
    if (previous.current === "offline" && connectivity === "online") void queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() });
    previous.current = connectivity;
  }, [connectivity, queryClient, trpc]);

  useEffect(() => {
    if (!signedIn || connectivity !== "online" || pending.length === 0 || running.current) return;
    running.current = true;
    setSyncing(true);
    const sync = async () => {
      const queue = await checkInQueue();
      let batch = (await queue.pending()).slice(0, KIOSK_LIMITS.syncBatchMax);
      while (batch.length > 0) {
        const { results } = await client.kiosk.syncCheckIns.mutate({ scans: batch.map(toOfflineScan) });
        await queue.settle(results, new Date().toISOString());
        const sent = new Set(batch.map((scan) => scan.clientScanId));
        const left = await queue.pending();
        if (left.some((scan) => sent.has(scan.clientScanId))) break;
        batch = left.slice(0, KIOSK_LIMITS.syncBatchMax);
      }
    };
    sync()
      .then(() => setSyncError(null))
      .catch((error: unknown) => {
        if (isNetworkError(error)) reportReachable(false);
        else setSyncError(error instanceof TRPCClientError ? shownError(error) : { reason: null, params: {}, message: error instanceof Error ? error.message : String(error) });
      })
      .finally(() => {
        running.current = false;
        setSyncing(false);
        void queryClient.invalidateQueries({ queryKey: trpc.kiosk.searchTickets.queryKey() });
      });
  }, [signedIn, connectivity, pending.length, client, queryClient, trpc]);

  const queueScan = useCallback(async (scan: QueuedScan) => {
    await (await checkInQueue()).add(scan);
  }, []);

  return (
    <DeskStateContext.Provider value={{ connectivity, pending, synced, syncing, syncError, queueScan }}>{children}</DeskStateContext.Provider>
  );
}
