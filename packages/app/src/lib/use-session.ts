import { useQuery } from "@tanstack/react-query";
import { sessionQuery } from "./session-query";
import { useTRPC } from "./trpc";
import { useHydrated } from "./use-hydrated";

/**
 * Sign-in status: `undefined` while unknown, then the user or `null`. A failed check means signed out.
 * While the browser takes over a page the server rendered, it stays unknown as the server rendered it:
 * the answer may arrive before a later part of the page is taken over, which must match the server's HTML.
 */
export function useSession() {
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const query = useQuery(sessionQuery(trpc));
  if (!hydrated || query.isPending) return { status: "unknown" as const, user: undefined };
  if (query.isError || !query.data) return { status: "anonymous" as const, user: null };
  return { status: "authenticated" as const, user: query.data };
}
