import { describe, expect, it, vi } from "vitest";
import type { KioskBridge } from "../shared/bridge";
import { resolveConnection } from "./connection";

function fakeBridge(serverUrl: string, token: string | null): KioskBridge {
  return {
    getConfig: vi.fn(async () => ({ serverUrl, kioskMode: true, deviceId: "d" })),
    getToken: vi.fn(async () => token),
    setServerUrl: vi.fn(),
    setKioskMode: vi.fn(),
    setToken: vi.fn(),
    clearToken: vi.fn(),
    printTicket: vi.fn(),
  };
}

describe("resolveConnection", () => {
  it("uses the configured server and the main-process token inside Electron", async () => {
    const bridge = fakeBridge("https://events.example.org", "staff-token");
    const connection = await resolveConnection(bridge, "?server=http://ignored.example");
    expect(connection.baseUrl).toBe("https://events.example.org");
    expect(await connection.getAuthToken()).toBe("staff-token");
    expect(bridge.getToken).toHaveBeenCalledOnce();
  });

  it("reads ?server= in a plain browser, without a token", async () => {
    const connection = await resolveConnection(undefined, "?server=http%3A%2F%2F127.0.0.1%3A4010%2F");
    expect(connection.baseUrl).toBe("http://127.0.0.1:4010");
    expect(await connection.getAuthToken()).toBeNull();
  });

  it.each([[""], ["?server="], ["?server=javascript:alert(1)"], ["?other=1"]])(
    "falls back to http://localhost:3000 for %j",
    async (search) => {
      expect((await resolveConnection(undefined, search)).baseUrl).toBe("http://localhost:3000");
    },
  );
});
