import type { BrowserWindowConstructorOptions } from "electron";

export interface WindowOptionsInput {
  /** Absolute path of the built preload (out/preload/index.cjs). */
  preloadPath: string;
  /** The "kiosk mode" setting: full screen, no menu bar, no leaving the app with the window chrome. */
  kioskMode: boolean;
}

export function buildWindowOptions({ preloadPath, kioskMode }: WindowOptionsInput): BrowserWindowConstructorOptions {
  return {
    title: "VYC Kiosk",
    width: 1280,
    height: 800,
    minWidth: 800,
    minHeight: 600,
    show: false,
    backgroundColor: "#ffffff",
    kiosk: kioskMode,
    fullscreen: kioskMode,
    autoHideMenuBar: kioskMode,
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  };
}
