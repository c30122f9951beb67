import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import { REQUEST_FAILED, type ShownRefusal } from "../../lib/api-errors";
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

/** A refused request's refusal (`{ message, reason, params }`, see Refusal), 'Server request fail.' for a failure, else `fallback`. */
export async function responseRefusal(response: Response, fallback: string): Promise<ShownRefusal | string> {
  try {
    const body = (await response.json()) as { message?: unknown; reason?: unknown; params?: unknown };
    if (typeof body.message !== "string") return fallback;
    if (typeof body.reason !== "string" && response.status >= 500) return REQUEST_FAILED;
    const params = typeof body.params === "object" && body.params !== null ? (body.params as ShownRefusal["params"]) : {};
    return { reason: typeof body.reason === "string" ? body.reason : null, params, message: body.message };
  } catch {
    return fallback;
  }
}
