import { TRPCClientError } from "@trpc/client";
import { useSyncExternalStore } from "react";

export type Connectivity = "unknown" | "online" | "offline";

let current: Connectivity = "unknown";
const listeners = new Set<() => void>();

/** Whether the server answered the last request the desk made. */
export function reportReachable(reachable: boolean): void {
  const next: Connectivity = reachable ? "online" : "offline";
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}

export const currentConnectivity = (): Connectivity => current;

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    currentConnectivity,
  );
}

/**
 * True when a request failed because the server could not be reached (no answer at all), as
 * opposed to the server answering with a refusal.
 */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof TRPCClientError) return error.data === undefined || error.data === null;
  return error instanceof TypeError;
}
