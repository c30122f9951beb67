import { describe, expect, it } from "vitest";
import { buildWindowOptions } from "./window-options";

describe("buildWindowOptions", () => {
  it("isolates the renderer from Node and keeps the sandbox on", () => {
    const { webPreferences } = buildWindowOptions({ preloadPath: "/app/out/preload/index.cjs", kioskMode: false });
    expect(webPreferences).toMatchObject({
      preload: "/app/out/preload/index.cjs",
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    });
  });

  it("opens a normal window with a menu bar when kiosk mode is off", () => {
    const options = buildWindowOptions({ preloadPath: "/p.cjs", kioskMode: false });
    expect(options.kiosk).toBe(false);
    expect(options.fullscreen).toBe(false);
    expect(options.autoHideMenuBar).toBe(false);
  });

  it("goes full screen without menu bar when kiosk mode is on", () => {
    const options = buildWindowOptions({ preloadPath: "/p.cjs", kioskMode: true });
    expect(options.kiosk).toBe(true);
    expect(options.fullscreen).toBe(true);
    expect(options.autoHideMenuBar).toBe(true);
    // security does not depend on the mode
    expect(options.webPreferences?.sandbox).toBe(true);
    expect(options.webPreferences?.contextIsolation).toBe(true);
  });
});
