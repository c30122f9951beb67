import { LIMITS } from "@vyc/validators";
import { useSyncExternalStore } from "react";
import { ShownMessage, type ShownText } from "../i18n/shown-text";

/**
 * Whether the toaster is wanted yet. The toast library (sonner) is not part of the page's first
 * files: it loads once the page has loaded and the browser is idle, or with the first toast if one
 * comes sooner; sonner hands the toasts made before its toaster subscribed to it, so none is lost.
 */
let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toaster (see ToasterSlot) and gives sonner's module once loaded. */
export function loadToaster(): Promise<typeof import("sonner")> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return import("sonner");
}

/** True once the toaster is wanted. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

/** Transient messages, in the active language; error banners of the specification stay 5 seconds. */
export const notify = {
  success: (message: ShownText) => void loadToaster().then(({ toast }) => toast.success(<ShownMessage text={message} />)),
  error: (message: ShownText) => void loadToaster().then(({ toast }) => toast.error(<ShownMessage text={message} />, { duration: LIMITS.errorBannerMs })),
};
