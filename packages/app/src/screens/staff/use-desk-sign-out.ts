import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useCallback } from "react";
import { useTRPC, useTRPCClient } from "../../lib/trpc";
import { markDeskLocked } from "./desk-lock";
import { useDesk } from "./use-desk";

/**
 * Ends the desk session on the server (when it can be reached), forgets the kiosk's token and
 * goes back to the sign-in screen; `locked` tells it why (the idle lock).
 */
export function useDeskSignOut(): (reason?: "locked") => Promise<void> {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { desk } = useDesk();
  return useCallback(
    async (reason) => {
      try {
        await client.kiosk.signOut.mutate();
      } catch {
        // Offline, or the session already ended: the token is dropped here all the same.
      }
      await desk?.clearToken();
      if (reason === "locked") markDeskLocked();
      // Signed out at once for every screen watching the session, then nothing of the desk is kept.
      queryClient.setQueryData(trpc.auth.me.queryKey(), null);
      await navigate({ to: "/staff/sign-in" });
      queryClient.removeQueries({ queryKey: trpc.kiosk.pathKey() });
    },
    [client, desk, navigate, queryClient, trpc],
  );
}
