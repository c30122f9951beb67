import { describe, expect, it, vi } from "vitest";
import { createAppUrlMatcher, guardNavigation, isExternalWebUrl, type NavigableContents, type NavigationEvent } from "./navigation-guard";

type Listener = (event: NavigationEvent) => void;

function fakeContents() {
  const listeners = new Map<string, Listener>();
  let openHandler: ((details: { url: string }) => { action: "deny" }) | undefined;
  const contents: NavigableContents = {
    setWindowOpenHandler: (handler) => {
      openHandler = handler;
    },
    on: (event: string, listener: Listener) => {
      listeners.set(event, listener);
      return contents;
    },
  };
  const emit = (name: string, url: string) => {
    const event = { url, preventDefault: vi.fn() };
    listeners.get(name)?.(event);
    return event;
  };
  return { contents, emit, windowOpen: (url: string) => openHandler?.({ url }) };
}

function setup(rendererUrl: string) {
  const shell = { openExternal: vi.fn(async (_url: string) => {}) };
  const fake = fakeContents();
  guardNavigation(fake.contents, createAppUrlMatcher(rendererUrl), shell);
  return { ...fake, shell };
}

describe("createAppUrlMatcher", () => {
  it("accepts only the dev server origin in development", () => {
    const isApp = createAppUrlMatcher("http://localhost:5173/");
    expect(isApp("http://localhost:5173/#/checkin")).toBe(true);
    expect(isApp("http://localhost:5173/other.html")).toBe(true);
    expect(isApp("http://localhost:3000/")).toBe(false);
    expect(isApp("https://localhost:5173/")).toBe(false);
    expect(isApp("not a url")).toBe(false);
  });

  it("accepts only the renderer's own index.html when loaded from file://", () => {
    const isApp = createAppUrlMatcher("file:///opt/kiosk/out/renderer/index.html");
    expect(isApp("file:///opt/kiosk/out/renderer/index.html#/tickets?q=ann")).toBe(true);
    expect(isApp("file:///opt/kiosk/out/renderer/index.html?server=x")).toBe(true);
    expect(isApp("file:///etc/passwd")).toBe(false);
    expect(isApp("file:///opt/kiosk/out/renderer/other.html")).toBe(false);
  });
});

describe("isExternalWebUrl", () => {
  it("allows only http and https", () => {
    expect(isExternalWebUrl("https://discord.gg/vyc-network")).toBe(true);
    expect(isExternalWebUrl("http://example.org")).toBe(true);
    expect(isExternalWebUrl("file:///etc/passwd")).toBe(false);
    expect(isExternalWebUrl("smb://share/x")).toBe(false);
    expect(isExternalWebUrl("javascript:alert(1)")).toBe(false);
    expect(isExternalWebUrl("")).toBe(false);
  });
});

describe("guardNavigation", () => {
  it("denies every new window and opens http(s) links in the system browser", () => {
    const { windowOpen, shell } = setup("http://localhost:5173/");
    expect(windowOpen("https://www.instagram.com/vyc.network")).toEqual({ action: "deny" });
    expect(shell.openExternal).toHaveBeenCalledWith("https://www.instagram.com/vyc.network");
  });

  it("never hands other schemes to the operating system", () => {
    const { windowOpen, emit, shell } = setup("http://localhost:5173/");
    expect(windowOpen("file:///etc/passwd")).toEqual({ action: "deny" });
    expect(windowOpen("ms-settings:privacy")).toEqual({ action: "deny" });
    expect(emit("will-navigate", "smb://attacker/share").preventDefault).toHaveBeenCalled();
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it("lets the app navigate within its own origin", () => {
    const { emit, shell } = setup("http://localhost:5173/");
    expect(emit("will-navigate", "http://localhost:5173/#/events").preventDefault).not.toHaveBeenCalled();
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it("keeps the window on the app and sends other origins to the system browser", () => {
    const { emit, shell } = setup("file:///opt/kiosk/out/renderer/index.html");
    const event = emit("will-navigate", "https://evil.example/phish");
    expect(event.preventDefault).toHaveBeenCalled();
    expect(shell.openExternal).toHaveBeenCalledWith("https://evil.example/phish");
  });

  it("blocks redirects away from the app without opening them", () => {
    const { emit, shell } = setup("http://localhost:5173/");
    expect(emit("will-redirect", "https://elsewhere.example/").preventDefault).toHaveBeenCalled();
    expect(emit("will-redirect", "http://localhost:5173/index.html").preventDefault).not.toHaveBeenCalled();
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it("refuses to attach webviews", () => {
    const { emit } = setup("http://localhost:5173/");
    expect(emit("will-attach-webview", "").preventDefault).toHaveBeenCalled();
  });

  it("survives a failing openExternal", async () => {
    const shell = { openExternal: vi.fn(async () => Promise.reject(new Error("no browser"))) };
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const fake = fakeContents();
    guardNavigation(fake.contents, createAppUrlMatcher("http://localhost:5173/"), shell);
    expect(fake.windowOpen("https://example.org")).toEqual({ action: "deny" });
    await vi.waitFor(() => expect(errors).toHaveBeenCalled());
    errors.mockRestore();
  });
});
