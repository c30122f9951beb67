/**
 * What the desk screens need from the Electron kiosk's main process (the preload's `window.kiosk`
 * satisfies it). On the web there is none: the session is the cookie and printing is the browser's.
 */
export interface DeskBridge {
  getConfig(): Promise<{ serverUrl: string; kioskMode: boolean; deviceId: string }>;
  setServerUrl(url: string): Promise<unknown>;
  setKioskMode(on: boolean): Promise<unknown>;
  /** The staff bearer token, kept in main-process memory; null when signed out or expired. */
  getToken(): Promise<string | null>;
  setToken(token: { token: string; expiresAt: number | string }): Promise<void>;
  clearToken(): Promise<void>;
  printTicket(): Promise<{ printed: boolean; reason?: string }>;
}
