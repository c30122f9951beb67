import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { applyCsp, buildCsp, type HeadersSession } from "./csp";
import { createAppUrlMatcher } from "./navigation-guard";

const parse = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );

describe("buildCsp", () => {
  it("allows scripts from the app only and talks to the configured server", () => {
    const policy = parse(buildCsp({ serverUrl: "https://events.example.org/base" }));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toEqual(["'self'"]);
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://events.example.org"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "https://events.example.org"]);
  });

  it("relaxes only what the dev server needs in development", () => {
    const policy = parse(buildCsp({ serverUrl: "http://localhost:3000", devServerUrl: "http://localhost:5173/" }));
    expect(policy.get("script-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "http://localhost:3000", "ws://localhost:5173"]);
  });

  it("is compatible with the <meta> policy of index.html (the meta allows everything the header does)", () => {
    const html = readFileSync(join(import.meta.dirname, "../renderer/index.html"), "utf8");
    const content = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(content).toBeDefined();
    const meta = parse(content ?? "");
    const header = parse(buildCsp({ serverUrl: "https://events.example.org" }));
    for (const [directive, sources] of header) {
      const allowed = meta.get(directive) ?? meta.get("default-src") ?? [];
      for (const source of sources) {
        const scheme = /^[a-z]+:\/\//.exec(source)?.[0].replace("//", "");
        expect(allowed.includes(source) || (scheme !== undefined && allowed.includes(scheme)), `${directive} ${source}`).toBe(true);
      }
    }
    expect(meta.get("script-src")).toEqual(["'self'"]);
  });
});

describe("applyCsp", () => {
  function setup() {
    let listener: Parameters<HeadersSession["webRequest"]["onHeadersReceived"]>[0] | undefined;
    const session: HeadersSession = { webRequest: { onHeadersReceived: (l) => void (listener = l) } };
    applyCsp(session, createAppUrlMatcher("http://localhost:5173/"), () => "default-src 'self'");
    return (url: string, responseHeaders: Record<string, string[]>) => {
      const callback = vi.fn();
      listener?.({ url, responseHeaders }, callback);
      return callback.mock.calls[0]?.[0];
    };
  }

  it("replaces any policy on the app's own documents", () => {
    const respond = setup();
    expect(respond("http://localhost:5173/", { "content-security-policy": ["script-src *"], "x-other": ["1"] })).toEqual({
      responseHeaders: { "x-other": ["1"], "Content-Security-Policy": ["default-src 'self'"] },
    });
  });

  it("leaves responses from other origins untouched", () => {
    const respond = setup();
    expect(respond("http://localhost:3000/trpc/events.list", { "x-other": ["1"] })).toEqual({});
  });
});
