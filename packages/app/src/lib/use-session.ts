import { useQuery } from "@tanstack/react-query";
import { sessionQuery } from "./session-query";
import { useTRPC } from "./trpc";

/** Sign-in status: `undefined` while unknown, then the user or `null`. A failed check means signed out. */
export function useSession() {
  const trpc = useTRPC();
  const query = useQuery(sessionQuery(trpc));
  if (query.isPending) return { status: "unknown" as const, user: undefined };
  if (query.isError || !query.data) return { status: "anonymous" as const, user: null };
  return { status: "authenticated" as const, user: query.data };
}
