import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TCheckInOutcome } from "@vyc/validators";
import { useTRPC, useTRPCClient } from "../../lib/trpc";
import { currentConnectivity, isNetworkError, reportReachable } from "./connectivity";
import { deskDeviceId, newClientScanId } from "./desk-device";
import { useDeskList } from "./desk-list";
import { useDeskState } from "./desk-state";
import { useDesk } from "./use-desk";

export type CheckInRequest = { secret: string; label?: string } | { ticketId: string; label: string };

export type CheckInAnswer =
  | { kind: "online"; outcome: TCheckInOutcome }
  /** The server could not be reached: the check-in waits on this desk and is synced later. */
  | { kind: "queued"; label: string }
  /** The desk has no check-in list yet: nothing was sent. */
  | { kind: "noList" };

/**
 * One check-in action on the desk's check-in list and under its name (see useDeskList): sent to the
 * server at once, or, when the server cannot be reached, kept in the desk's queue with the time of
 * the scan (the same clientScanId either way, so a request that did reach the server before the
 * connection dropped still counts once).
 */
export function useCheckIn() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const { desk, deviceId: knownDeviceId } = useDesk();
  const { queueScan } = useDeskState();
  const { list: deskList, deskName } = useDeskList();

  return useMutation({
    mutationFn: async (request: CheckInRequest): Promise<CheckInAnswer> => {
      if (!deskList) return { kind: "noList" };
      const list = deskList.list;
      const named = deskName ? { deskName } : {};
      const deviceId = knownDeviceId ?? (await deskDeviceId(desk));
      const clientScanId = newClientScanId();
      const scannedAt = new Date().toISOString();
      const ref: { ticketId: string } | { secret: string } = "ticketId" in request ? { ticketId: request.ticketId } : { secret: request.secret.trim() };
      const label = request.label ?? ("secret" in ref ? ref.secret : "");
      if (currentConnectivity() !== "offline") {
        try {
          const outcome = await client.kiosk.checkIn.mutate({ clientScanId, deviceId, list, ...named, ...ref });
          reportReachable(true);
          return { kind: "online", outcome };
        } catch (error) {
          if (!isNetworkError(error)) throw error;
          reportReachable(false);
        }
      }
      await queueScan({ clientScanId, deviceId, list, ...named, scannedAt, ...ref, label });
      return { kind: "queued", label };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.kiosk.searchTickets.queryKey() }),
  });
}
