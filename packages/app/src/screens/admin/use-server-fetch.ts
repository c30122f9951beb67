import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import { useAssetUrl } from "../../lib/asset-url";

/**
 * fetch() to the server outside tRPC (CSV downloads, image uploads), signed in the same way as the
 * API client: the session cookie on the web, the desk's bearer token in the kiosk.
 */
export function useServerFetch(): (path: string, init?: RequestInit) => Promise<Response> {
  const serverUrl = useAssetUrl();
  const router = useRouter();
  return useCallback(
    async (path, init = {}) => {
      const token = await router.options.context.desk?.getToken();
      const headers = new Headers(init.headers);
      if (token) headers.set("authorization", `Bearer ${token}`);
      return fetch(serverUrl(path), { ...init, headers, credentials: token ? "omit" : "same-origin" });
    },
    [router, serverUrl],
  );
}

/** The `message` of a refused request, or a generic text. */
export async function responseMessage(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === "string" ? body.message : fallback;
  } catch {
    return fallback;
  }
}
