import type { AppRootProps } from "@vyc/app";
import type { KioskBridge } from "../shared/bridge";
import { DEFAULT_SERVER_URL, normalizeServerUrl } from "../shared/server-url";

export type KioskConnection = Required<Pick<AppRootProps, "baseUrl" | "getAuthToken">>;

/**
 * Inside Electron the server address and staff token come from the main process.
 * In a plain browser (tests) there is no bridge: the server comes from `?server=`
 * (default http://localhost:3000) and there is no bearer token.
 */
export async function resolveConnection(bridge: KioskBridge | undefined, search: string): Promise<KioskConnection> {
  if (bridge) {
    const { serverUrl } = await bridge.getConfig();
    return { baseUrl: serverUrl, getAuthToken: () => bridge.getToken() };
  }
  const requested = new URLSearchParams(search).get("server");
  const baseUrl = (requested && normalizeServerUrl(requested)) || DEFAULT_SERVER_URL;
  return { baseUrl, getAuthToken: async () => null };
}
