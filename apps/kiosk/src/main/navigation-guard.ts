/**
 * Keeps the kiosk window on its own renderer: links to anywhere else open in the
 * system browser (http and https only) and never inside the app.
 */

/** True when a URL belongs to the kiosk renderer itself. */
export type AppUrlMatcher = (url: string) => boolean;

export interface NavigationEvent {
  url: string;
  preventDefault(): void;
}

/** The few WebContents members the guard uses (a real WebContents satisfies it). */
export interface NavigableContents {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: "deny" }): void;
  on(event: "will-navigate", listener: (event: NavigationEvent) => void): unknown;
  on(event: "will-redirect", listener: (event: NavigationEvent) => void): unknown;
  on(event: "will-attach-webview", listener: (event: { preventDefault(): void }) => void): unknown;
}

export interface ShellLike {
  openExternal(url: string): Promise<void>;
}

/**
 * The renderer's "origin". For http(s) and custom schemes that is scheme + host; file:// URLs
 * have no real origin, so there only the renderer's own index.html (any query or hash) matches.
 */
export function createAppUrlMatcher(rendererUrl: string): AppUrlMatcher {
  const app = new URL(rendererUrl);
  return (candidate) => {
    const url = parseUrl(candidate);
    if (!url || url.protocol !== app.protocol || url.host !== app.host) return false;
    return app.protocol === "file:" ? url.pathname === app.pathname : true;
  };
}

export function isExternalWebUrl(candidate: string): boolean {
  const url = parseUrl(candidate);
  return url !== null && (url.protocol === "http:" || url.protocol === "https:");
}

export function guardNavigation(contents: NavigableContents, isAppUrl: AppUrlMatcher, shell: ShellLike): void {
  const openOutside = (url: string) => {
    if (!isExternalWebUrl(url)) return;
    shell.openExternal(url).catch((error: unknown) => console.error("Could not open external link", url, error));
  };

  // target=_blank and window.open: never a new Electron window.
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: "deny" };
  });

  // A clicked link or location change to another origin goes to the system browser instead.
  contents.on("will-navigate", (event) => {
    if (isAppUrl(event.url)) return;
    event.preventDefault();
    openOutside(event.url);
  });
  // A redirect away from the app is never followed (and not opened either: nobody asked for it).
  contents.on("will-redirect", (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.on("will-attach-webview", (event) => event.preventDefault());
}

function parseUrl(candidate: string): URL | null {
  try {
    return new URL(candidate);
  } catch {
    return null;
  }
}
