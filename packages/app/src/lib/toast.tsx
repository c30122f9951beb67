import { LIMITS } from "@vyc/validators";
import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";
import { ShownMessage, type ShownText } from "../i18n/shown-text";

type Sonner = typeof import("sonner");

/**
 * The toast library (sonner) loads with the first toast, not with the page: most visits show none.
 * Until then no toaster is mounted; sonner hands the toasts made before its toaster subscribed to it
 * when it does, so none is lost.
 */
let sonner: Promise<Sonner> | null = null;
const loadSonner = (): Promise<Sonner> => (sonner ??= import("sonner"));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows a toast through sonner's `toast`, once the library has loaded; mounts the toaster the first time. */
export function showToast(show: (toast: Sonner["toast"]) => void): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void loadSonner().then(({ toast }) => show(toast));
}

/** Transient messages, in the active language; error banners of the specification stay 5 seconds. */
export const notify = {
  success: (message: ShownText) => showToast((toast) => toast.success(<ShownMessage text={message} />)),
  error: (message: ShownText) => showToast((toast) => toast.error(<ShownMessage text={message} />, { duration: LIMITS.errorBannerMs })),
};

const LazyToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

/** The toasts' region; rendered once the page shows its first toast. */
export function Toasts(props: ToasterProps) {
  const shown = useSyncExternalStore(subscribe, () => wanted, () => false);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}
