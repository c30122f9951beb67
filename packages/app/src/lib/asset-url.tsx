import { uploadSrcSet } from "@vyc/validators";
import { createContext, useCallback, useContext, type ReactNode } from "react";

const ServerOrigin = createContext("");

/** Images and uploads live on the server; the kiosk renderer runs on another origin. */
export function ServerOriginProvider({ origin, children }: { origin: string; children: ReactNode }) {
  return <ServerOrigin.Provider value={origin}>{children}</ServerOrigin.Provider>;
}

export function useAssetUrl(): (path: string) => string {
  const origin = useContext(ServerOrigin);
  return useCallback((path: string) => (path.startsWith("/") ? `${origin}${path}` : path), [origin]);
}

/** An event image's src, and for an organiser's upload the srcset of its smaller copies. */
export function useImageSources(): (path: string) => { src: string; srcSet: string | undefined } {
  const asset = useAssetUrl();
  return useCallback((path: string) => ({ src: asset(path), srcSet: uploadSrcSet(path, asset) }), [asset]);
}
