import { app, BrowserWindow, ipcMain, session, shell } from "electron";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { registerBridgeHandlers } from "./bridge-handlers";
import { applyCsp, buildCsp } from "./csp";
import { createAppUrlMatcher, guardNavigation } from "./navigation-guard";
import { openSettingsStore } from "./settings-store";
import { createTokenStore } from "./token-store";
import { buildWindowOptions } from "./window-options";

// Set by `electron-vite dev`; a packaged app always loads the built renderer.
const devServerUrl = !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
const rendererFile = join(import.meta.dirname, "../renderer/index.html");
const preloadPath = join(import.meta.dirname, "../preload/index.cjs");
const isAppUrl = createAppUrlMatcher(devServerUrl ?? pathToFileURL(rendererFile).href);

app.enableSandbox();

async function start(): Promise<void> {
  const settings = await openSettingsStore({ dir: app.getPath("userData") });
  const tokens = createTokenStore();
  let window: BrowserWindow | null = null;

  app.on("web-contents-created", (_event, contents) => guardNavigation(contents, isAppUrl, shell));
  applyCsp(session.defaultSession, isAppUrl, () => buildCsp({ serverUrl: settings.get().serverUrl, devServerUrl }));
  registerBridgeHandlers({
    ipcMain,
    settings,
    tokens,
    isAppUrl,
    onKioskModeChange: (on) => {
      window?.setKiosk(on);
      window?.setAutoHideMenuBar(on);
    },
  });

  const openWindow = async () => {
    window = new BrowserWindow(buildWindowOptions({ preloadPath, kioskMode: settings.get().kioskMode }));
    window.once("ready-to-show", () => window?.show());
    window.on("closed", () => {
      window = null;
      tokens.clear();
    });
    if (devServerUrl) await window.loadURL(devServerUrl);
    else await window.loadFile(rendererFile);
  };

  app.on("second-instance", () => {
    if (window?.isMinimized()) window.restore();
    window?.focus();
  });
  app.on("activate", () => {
    if (!window) openWindow().catch((error: unknown) => console.error("The kiosk window could not open", error));
  });
  app.on("window-all-closed", () => app.quit());

  await openWindow();
}

// One kiosk window per desk machine: a second launch focuses the first.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      console.error("The kiosk could not start", error);
      app.exit(1);
    });
}
