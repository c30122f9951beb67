import type { DeskBridge } from "../../lib/desk-bridge";

const STORAGE_KEY = "vyc.desk.deviceId";

/**
 * The id of this desk in check-in records: the kiosk's own (kept by its main process), or on the
 * web one made once per browser.
 */
export async function deskDeviceId(desk: DeskBridge | null): Promise<string> {
  if (desk) return (await desk.getConfig()).deviceId;
  const stored = window.localStorage.getItem(STORAGE_KEY);
  if (stored) return stored;
  const id = `web-${crypto.randomUUID()}`;
  window.localStorage.setItem(STORAGE_KEY, id);
  return id;
}

/** A fresh id for one check-in action, so a retried or synced request counts once. */
export const newClientScanId = (): string => crypto.randomUUID();
