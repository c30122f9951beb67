import type { ScreenNamespace } from "@vyc/i18n";
import type { RouterContext } from "./app-context";

/**
 * A route's `loader` that fetches the catalogs its screen shows while the screen's code loads, so
 * the screen renders with its texts (the page's code and texts come per route, see browser-i18n).
 */
export const loadTexts =
  (...namespaces: ScreenNamespace[]) =>
  async ({ context }: { context: RouterContext }): Promise<void> => {
    await context.i18n.loadNamespaces(namespaces);
  };
