import { useQuery } from "@tanstack/react-query";
import { sessionQuery } from "../../lib/session-query";
import { useTRPC } from "../../lib/trpc";
import { isNetworkError } from "./connectivity";
import { useDesk } from "./use-desk";

export type DeskSession =
  | { status: "checking" }
  | { status: "signed-out" }
  /** Signed in, but not as staff or admin (the web's cookie session of a normal user). */
  | { status: "not-staff"; email: string }
  /** email is null when the server could not be asked (offline with a desk token). */
  | { status: "signed-in"; email: string | null };

/**
 * Who is at the desk. The kiosk may keep working offline: when the server cannot be reached but
 * the kiosk holds a staff token, the desk stays signed in (the server checks the token on sync).
 */
export function useDeskSession(): DeskSession {
  const trpc = useTRPC();
  const { desk } = useDesk();
  const me = useQuery(sessionQuery(trpc));
  const offline = me.isError && isNetworkError(me.error);
  const hasToken = useQuery({
    queryKey: ["desk", "has-token"],
    queryFn: async () => (desk ? (await desk.getToken()) !== null : false),
    enabled: offline,
    staleTime: 0,
  });

  if (me.isPending) return { status: "checking" };
  if (me.data) return me.data.role === "staff" || me.data.role === "admin" ? { status: "signed-in", email: me.data.email } : { status: "not-staff", email: me.data.email };
  if (!offline) return { status: "signed-out" };
  if (hasToken.isPending) return { status: "checking" };
  return hasToken.data ? { status: "signed-in", email: null } : { status: "signed-out" };
}
