import { createTRPCClient, httpBatchLink, type TRPCClient } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AppRouter } from "@vyc/api/client";

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
export type ApiClient = TRPCClient<AppRouter>;

export interface ApiConnection {
  /** Origin of the server ("" for same-origin web pages). */
  baseUrl: string;
  /** The kiosk's bearer token; the web relies on the session cookie instead. */
  getAuthToken?: () => Promise<string | null>;
}

export function createApiClient({ baseUrl, getAuthToken }: ApiConnection): ApiClient {
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${baseUrl}/trpc`,
        async headers() {
          const token = await getAuthToken?.();
          return token ? { authorization: `Bearer ${token}` } : {};
        },
        fetch: (url, init) => fetch(url, { ...init, credentials: baseUrl ? "omit" : "same-origin" }),
      }),
    ],
  });
}
