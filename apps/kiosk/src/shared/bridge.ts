/**
 * The narrow bridge between the kiosk renderer and the main process.
 * The preload exposes exactly these functions as `window.kiosk`; each maps to one IPC channel.
 */

export interface KioskConfig {
  /** Origin (and optional base path, no trailing slash) of the event server, e.g. "https://events.example.org". */
  serverUrl: string;
  /** Full-screen kiosk window without menu bar. */
  kioskMode: boolean;
  /** Random id of this desk machine, generated once and kept in the settings file. */
  deviceId: string;
}

interface StaffToken {
  token: string;
  /** When the token stops being valid: epoch milliseconds or an ISO 8601 date-time. */
  expiresAt: number | string;
}

export interface PrintResult {
  printed: boolean;
  /** Why nothing was printed (for example the staff member cancelled the dialog). */
  reason?: string;
}

export interface KioskBridge {
  getConfig(): Promise<KioskConfig>;
  /** Validates (http or https only), saves and returns the new config. Reload the window afterwards. */
  setServerUrl(url: string): Promise<KioskConfig>;
  setKioskMode(on: boolean): Promise<KioskConfig>;
  /** The staff bearer token, or null when signed out or expired. Kept in main-process memory only. */
  getToken(): Promise<string | null>;
  setToken(token: StaffToken): Promise<void>;
  clearToken(): Promise<void>;
  /** Prints the current page (the ticket screen) on the desk printer. */
  printTicket(): Promise<PrintResult>;
}

export const BRIDGE_CHANNELS = {
  getConfig: "kiosk:get-config",
  setServerUrl: "kiosk:set-server-url",
  setKioskMode: "kiosk:set-kiosk-mode",
  getToken: "kiosk:get-token",
  setToken: "kiosk:set-token",
  clearToken: "kiosk:clear-token",
  printTicket: "kiosk:print-ticket",
} as const satisfies Record<keyof KioskBridge, string>;

declare global {
  interface Window {
    /** Present only inside the Electron kiosk window. */
    kiosk?: KioskBridge;
  }
}
