import { useRouteContext } from "@tanstack/react-router";
import type { Role } from "@vyc/validators";

/** The role of the signed-in person, as the /admin route's guard read it. */
export function useBackOfficeRole(): Role {
  return useRouteContext({ from: "/admin", select: (context) => context.backOfficeRole });
}
