import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import type { KioskConfig } from "../shared/bridge";
import { DEFAULT_SERVER_URL, normalizeServerUrl } from "../shared/server-url";

export const SETTINGS_FILE = "kiosk-settings.json";

/** An http(s) URL, normalised (see normalizeServerUrl). */
export const serverUrlSchema = z.string().max(2048).transform((value, ctx) => {
  const normalized = normalizeServerUrl(value);
  if (normalized === null) {
    ctx.addIssue({ code: "custom", message: "The server address must be an http:// or https:// URL" });
    return z.NEVER;
  }
  return normalized;
});

type KioskSettings = KioskConfig;

/** Each field falls back on its own, so one bad value does not wipe the others (notably deviceId). */
const storedSettingsSchema = z.object({
  serverUrl: serverUrlSchema.catch(DEFAULT_SERVER_URL),
  kioskMode: z.boolean().catch(false),
  deviceId: z.uuid().optional().catch(undefined),
});

export interface SettingsStore {
  get(): KioskSettings;
  update(patch: Partial<Pick<KioskSettings, "serverUrl" | "kioskMode">>): Promise<KioskSettings>;
}

export interface SettingsStoreOptions {
  /** app.getPath("userData") */
  dir: string;
  newDeviceId?: () => string;
}

/** Loads the settings file (creating it, with a fresh deviceId, when missing or unreadable). */
export async function openSettingsStore({ dir, newDeviceId = randomUUID }: SettingsStoreOptions): Promise<SettingsStore> {
  const file = join(dir, SETTINGS_FILE);
  const stored = storedSettingsSchema.parse(await readJson(file));
  let current: KioskSettings = { ...stored, deviceId: stored.deviceId ?? newDeviceId() };

  const save = async (settings: KioskSettings) => {
    await mkdir(dir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, `${JSON.stringify(settings, null, 2)}\n`, "utf8");
    await rename(tmp, file);
  };

  if (stored.deviceId === undefined) await save(current);

  return {
    get: () => ({ ...current }),
    async update(patch) {
      const next: KioskSettings = {
        ...current,
        ...(patch.serverUrl !== undefined && { serverUrl: serverUrlSchema.parse(patch.serverUrl) }),
        ...(patch.kioskMode !== undefined && { kioskMode: z.boolean().parse(patch.kioskMode) }),
      };
      await save(next);
      current = next;
      return { ...current };
    },
  };
}

/** A missing or corrupt file counts as empty; other read errors (permissions...) are real failures. */
async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
  } catch {
    return {};
  }
}
