import type { Page } from "@playwright/test";
import { E2E_STAFF } from "@vyc/testkit/e2e-accounts";

export const E2E_SERVER = `http://localhost:${process.env.E2E_PORT ?? "3100"}`;
export const { email: STAFF_EMAIL, password: STAFF_PASSWORD } = E2E_STAFF;
export const FAKE_DEVICE_ID = "0b9f7c8e-3c1a-4f6e-9d2b-1a2b3c4d5e6f";

/** The kiosk renderer's address against the e2e API server, opening `route` (a hash route). */
export const deskUrl = (route = ""): string => `/?server=${encodeURIComponent(E2E_SERVER)}${route ? `#${route}` : ""}`;

/**
 * Stands in for the Electron preload: defines `window.kiosk` in the page before any script runs.
 * What the main process keeps (settings, the staff token with its expiry, print calls) is kept in
 * the tab's sessionStorage, so it outlives a reload of the renderer as it does in the real app.
 */
export async function installFakeBridge(page: Page): Promise<void> {
  await page.addInitScript(
    ({ serverUrl, deviceId }) => {
      interface MainProcess {
        serverUrl: string;
        kioskMode: boolean;
        deviceId: string;
        token: string | null;
        expiresAt: number;
        prints: number;
      }
      const KEY = "fake-kiosk-main-process";
      const read = (): MainProcess =>
        (JSON.parse(window.sessionStorage.getItem(KEY) ?? "null") as MainProcess | null) ?? {
          serverUrl,
          kioskMode: false,
          deviceId,
          token: null,
          expiresAt: 0,
          prints: 0,
        };
      const write = (state: MainProcess) => window.sessionStorage.setItem(KEY, JSON.stringify(state));
      const update = (patch: Partial<MainProcess>) => write({ ...read(), ...patch });
      const config = () => {
        const { serverUrl: url, kioskMode, deviceId: id } = read();
        return { serverUrl: url, kioskMode, deviceId: id };
      };
      Object.defineProperty(window, "kiosk", {
        value: {
          getConfig: async () => config(),
          setServerUrl: async (url: string) => {
            update({ serverUrl: url.replace(/\/+$/, "") });
            return config();
          },
          setKioskMode: async (on: boolean) => {
            update({ kioskMode: on });
            return config();
          },
          getToken: async () => {
            const { token, expiresAt } = read();
            return token && Date.now() < expiresAt ? token : null;
          },
          setToken: async ({ token, expiresAt }: { token: string; expiresAt: number | string }) =>
            update({ token, expiresAt: typeof expiresAt === "number" ? expiresAt : Date.parse(expiresAt) }),
          clearToken: async () => update({ token: null, expiresAt: 0 }),
          printTicket: async () => {
            update({ prints: read().prints + 1 });
            return { printed: true };
          },
        },
      });
    },
    { serverUrl: E2E_SERVER, deviceId: FAKE_DEVICE_ID },
  );
}

/** What the fake main process holds (token, print count ...). */
export const mainProcessState = (page: Page) =>
  page.evaluate(() => JSON.parse(window.sessionStorage.getItem("fake-kiosk-main-process") ?? "null") as { token: string | null; prints: number; kioskMode: boolean; serverUrl: string } | null);
