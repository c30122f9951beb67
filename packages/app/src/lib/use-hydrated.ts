import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False on the server and while the browser takes over a page the server rendered, true after (and
 * at once on a page rendered in the browser): for parts the server leaves out, such as those whose
 * texts come from the browser's own language data (country names), which the server's may word otherwise.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
