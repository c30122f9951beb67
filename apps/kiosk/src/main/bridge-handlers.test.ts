import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BRIDGE_CHANNELS } from "../shared/bridge";
import { registerBridgeHandlers, type InvokeEvent } from "./bridge-handlers";
import { createAppUrlMatcher } from "./navigation-guard";
import { openSettingsStore } from "./settings-store";
import { createTokenStore } from "./token-store";

const DEVICE_ID = "0b9f7c8e-3c1a-4f6e-9d2b-1a2b3c4d5e6f";
const APP_URL = "file:///opt/kiosk/out/renderer/index.html";

type Handler = (event: InvokeEvent, ...args: unknown[]) => unknown;

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "kiosk-bridge-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function setup(now = 1_000_000) {
  const handlers = new Map<string, Handler>();
  const ipcMain = { handle: (channel: string, listener: Handler) => void handlers.set(channel, listener) };
  const settings = await openSettingsStore({ dir, newDeviceId: () => DEVICE_ID });
  const tokens = createTokenStore(() => now);
  const onKioskModeChange = vi.fn();
  registerBridgeHandlers({ ipcMain, settings, tokens, isAppUrl: createAppUrlMatcher(APP_URL), onKioskModeChange });

  const print = vi.fn<InvokeEvent["sender"]["print"]>();
  const eventFrom = (url: string | null): InvokeEvent => ({ senderFrame: url === null ? null : { url }, sender: { print } });
  const invokeFrom = async (url: string | null, channel: string, ...args: unknown[]) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler(eventFrom(url), ...args);
  };
  const invoke = (channel: string, ...args: unknown[]) => invokeFrom(`${APP_URL}#/checkin`, channel, ...args);
  return { handlers, settings, tokens, onKioskModeChange, print, invoke, invokeFrom };
}

describe("registerBridgeHandlers", () => {
  it("registers exactly the bridge channels", async () => {
    const { handlers } = await setup();
    expect([...handlers.keys()].sort()).toEqual(Object.values(BRIDGE_CHANNELS).sort());
  });

  it("getConfig returns server, kiosk mode and device id", async () => {
    const { invoke } = await setup();
    expect(await invoke(BRIDGE_CHANNELS.getConfig)).toEqual({
      serverUrl: "http://localhost:3000",
      kioskMode: false,
      deviceId: DEVICE_ID,
    });
  });

  it("setServerUrl saves a normalised http(s) URL and returns the new config", async () => {
    const { invoke, settings } = await setup();
    const config = await invoke(BRIDGE_CHANNELS.setServerUrl, "https://events.example.org/");
    expect(config).toMatchObject({ serverUrl: "https://events.example.org" });
    expect(settings.get().serverUrl).toBe("https://events.example.org");
  });

  it.each([["javascript:alert(1)"], ["file:///etc/passwd"], [42], [null], [undefined]])(
    "setServerUrl rejects %j",
    async (bad) => {
      const { invoke, settings } = await setup();
      await expect(invoke(BRIDGE_CHANNELS.setServerUrl, bad)).rejects.toThrow(/invalid arguments/);
      expect(settings.get().serverUrl).toBe("http://localhost:3000");
    },
  );

  it("setKioskMode saves the flag and applies it to the window", async () => {
    const { invoke, settings, onKioskModeChange } = await setup();
    expect(await invoke(BRIDGE_CHANNELS.setKioskMode, true)).toMatchObject({ kioskMode: true });
    expect(settings.get().kioskMode).toBe(true);
    expect(onKioskModeChange).toHaveBeenCalledWith(true);
  });

  it("setKioskMode rejects anything but a boolean", async () => {
    const { invoke, settings, onKioskModeChange } = await setup();
    await expect(invoke(BRIDGE_CHANNELS.setKioskMode, "true")).rejects.toThrow(/invalid arguments/);
    await expect(invoke(BRIDGE_CHANNELS.setKioskMode)).rejects.toThrow(/invalid arguments/);
    expect(settings.get().kioskMode).toBe(false);
    expect(onKioskModeChange).not.toHaveBeenCalled();
  });

  it("stores, returns and clears the staff token", async () => {
    const now = 1_000_000;
    const { invoke } = await setup(now);
    expect(await invoke(BRIDGE_CHANNELS.getToken)).toBeNull();
    await invoke(BRIDGE_CHANNELS.setToken, { token: "abc", expiresAt: now + 60_000 });
    expect(await invoke(BRIDGE_CHANNELS.getToken)).toBe("abc");
    await invoke(BRIDGE_CHANNELS.clearToken);
    expect(await invoke(BRIDGE_CHANNELS.getToken)).toBeNull();
  });

  it("accepts an ISO expiry and honours it", async () => {
    const now = Date.parse("2026-07-01T10:00:00Z");
    const { invoke } = await setup(now);
    await invoke(BRIDGE_CHANNELS.setToken, { token: "iso", expiresAt: "2026-07-01T12:00:00+02:00" });
    // 12:00+02:00 is 10:00Z: already expired
    expect(await invoke(BRIDGE_CHANNELS.getToken)).toBeNull();
    await invoke(BRIDGE_CHANNELS.setToken, { token: "iso", expiresAt: "2026-07-01T18:00:00Z" });
    expect(await invoke(BRIDGE_CHANNELS.getToken)).toBe("iso");
  });

  it.each([
    [{ token: "", expiresAt: 2_000_000 }],
    [{ token: "abc" }],
    [{ token: "abc", expiresAt: "tomorrow" }],
    [{ token: "abc", expiresAt: -5 }],
    [{ token: 123, expiresAt: 2_000_000 }],
    [{ token: "abc", expiresAt: 2_000_000, refresh: "sneaky" }],
    ["abc"],
  ])("setToken rejects %j", async (bad) => {
    const { invoke, tokens } = await setup();
    await expect(invoke(BRIDGE_CHANNELS.setToken, bad)).rejects.toThrow(/invalid arguments/);
    expect(tokens.get()).toBeNull();
  });

  it("rejects extra arguments", async () => {
    const { invoke } = await setup();
    await expect(invoke(BRIDGE_CHANNELS.getConfig, "extra")).rejects.toThrow(/invalid arguments/);
    await expect(invoke(BRIDGE_CHANNELS.setKioskMode, true, false)).rejects.toThrow(/invalid arguments/);
  });

  it("answers nobody but the kiosk renderer", async () => {
    const { invokeFrom, tokens } = await setup();
    tokens.set("secret", 2_000_000);
    await expect(invokeFrom("https://evil.example/", BRIDGE_CHANNELS.getToken)).rejects.toThrow(/not the kiosk app/);
    await expect(invokeFrom(null, BRIDGE_CHANNELS.getToken)).rejects.toThrow(/not the kiosk app/);
    await expect(invokeFrom(APP_URL, BRIDGE_CHANNELS.getToken)).resolves.toBe("secret");
  });

  it("printTicket prints the sender's page and reports the outcome", async () => {
    const { invoke, print } = await setup();
    print.mockImplementationOnce((_options, callback) => callback(true, ""));
    expect(await invoke(BRIDGE_CHANNELS.printTicket)).toEqual({ printed: true });
    expect(print).toHaveBeenCalledWith({ silent: false, printBackground: true }, expect.any(Function));

    print.mockImplementationOnce((_options, callback) => callback(false, "Print job canceled"));
    expect(await invoke(BRIDGE_CHANNELS.printTicket)).toEqual({ printed: false, reason: "Print job canceled" });
  });
});
