import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSettingsStore, SETTINGS_FILE } from "./settings-store";

const ID_1 = "0b9f7c8e-3c1a-4f6e-9d2b-1a2b3c4d5e6f";
const ID_2 = "5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f";

let dir: string;
const file = () => join(dir, SETTINGS_FILE);
const readSaved = async () => JSON.parse(await readFile(file(), "utf8")) as Record<string, unknown>;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "kiosk-settings-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("openSettingsStore", () => {
  it("starts with defaults and a new device id, and saves them", async () => {
    const store = await openSettingsStore({ dir, newDeviceId: () => ID_1 });
    expect(store.get()).toEqual({ serverUrl: "http://localhost:3000", kioskMode: false, deviceId: ID_1 });
    expect(await readSaved()).toEqual({ serverUrl: "http://localhost:3000", kioskMode: false, deviceId: ID_1 });
  });

  it("generates the device id only once", async () => {
    await openSettingsStore({ dir, newDeviceId: () => ID_1 });
    const reopened = await openSettingsStore({ dir, newDeviceId: () => ID_2 });
    expect(reopened.get().deviceId).toBe(ID_1);
  });

  it("persists updates across restarts and normalises the server address", async () => {
    const store = await openSettingsStore({ dir, newDeviceId: () => ID_1 });
    const updated = await store.update({ serverUrl: " https://events.example.org/ ", kioskMode: true });
    expect(updated).toEqual({ serverUrl: "https://events.example.org", kioskMode: true, deviceId: ID_1 });
    const reopened = await openSettingsStore({ dir, newDeviceId: () => ID_2 });
    expect(reopened.get()).toEqual(updated);
  });

  it("rejects a server address that is not http(s) and keeps the previous one", async () => {
    const store = await openSettingsStore({ dir, newDeviceId: () => ID_1 });
    for (const bad of ["ftp://events.example.org", "javascript:alert(1)", "file:///etc/passwd", "not a url", "https://user:pw@example.org"]) {
      await expect(store.update({ serverUrl: bad })).rejects.toThrow();
    }
    expect(store.get().serverUrl).toBe("http://localhost:3000");
    expect((await readSaved()).serverUrl).toBe("http://localhost:3000");
  });

  it("repairs bad fields one by one without losing the device id", async () => {
    await writeFile(file(), JSON.stringify({ serverUrl: "gopher://x", kioskMode: "yes", deviceId: ID_1 }));
    const store = await openSettingsStore({ dir, newDeviceId: () => ID_2 });
    expect(store.get()).toEqual({ serverUrl: "http://localhost:3000", kioskMode: false, deviceId: ID_1 });
  });

  it("starts afresh from a corrupt file", async () => {
    await writeFile(file(), "{ not json");
    const store = await openSettingsStore({ dir, newDeviceId: () => ID_2 });
    expect(store.get()).toEqual({ serverUrl: "http://localhost:3000", kioskMode: false, deviceId: ID_2 });
    expect(await readSaved()).toEqual(store.get());
  });

  it("hands out copies, so callers cannot change the stored settings", async () => {
    const store = await openSettingsStore({ dir, newDeviceId: () => ID_1 });
    store.get().kioskMode = true;
    expect(store.get().kioskMode).toBe(false);
  });
});
