import type { TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import type { AppRouter } from "@vyc/api/client";

/**
 * Who is signed in (`auth.me`): the one query the header, the route guards and the desk share. A
 * failed check is not retried (it counts as signed out, or as offline at the desk); an answer
 * serves for 30 seconds.
 */
export const sessionQuery = (trpc: TRPCOptionsProxy<AppRouter>) => ({ ...trpc.auth.me.queryOptions(), retry: false, staleTime: 30_000 });
