import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

const PAYPAL = "https://www.paypal.com https://*.paypal.com https://*.paypalobjects.com";

/** The headers helmet set on every answer when it ran on each request, as it sent them. */
const SECURITY_HEADERS: Record<string, string> = {
  "content-security-policy":
    "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob: https:;object-src 'none';" +
    `script-src 'self' ${PAYPAL};script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self' ${PAYPAL};frame-src 'self' ${PAYPAL}`,
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "cross-origin",
  "origin-agent-cluster": "?1",
  "referrer-policy": "same-origin",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "x-content-type-options": "nosniff",
  "x-dns-prefetch-control": "off",
  "x-download-options": "noopen",
  "x-frame-options": "SAMEORIGIN",
  "x-permitted-cross-domain-policies": "none",
  "x-xss-protection": "0",
};

const ASSET = "/assets/index-Ab12Cd34.js";
let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), "vyc-web-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), `<!doctype html><html lang="en"><head><script type="module" src="${ASSET}"></script></head><body></body></html>`);
  writeFileSync(path.join(dist, ASSET), "export {};\n");
  server = await startTestServer({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const json = { "content-type": "application/json" };

/** Each kind of answer the site gives: [what, request, expected status]. */
const ANSWERS: Array<[string, () => Promise<Response>, number]> = [
  ["a page", () => fetch(`${server.url}/events`), 200],
  ["a static asset", () => fetch(`${server.url}${ASSET}`), 200],
  ["the public event list (/api)", () => fetch(`${server.url}/api/events/getEventsNotExpired`), 200],
  ["the API's document (/api)", () => fetch(`${server.url}/api/openapi.json`), 200],
  ["the public event list (tRPC)", () => fetch(`${server.url}/trpc/events.getEventsNotExpired`), 200],
  ["a refused tRPC call", () => fetch(`${server.url}/trpc/checkout.release`, { method: "POST", headers: json, body: '{"orderId":1}' }), 401],
  ["an unknown API path", () => fetch(`${server.url}/api/nothing-here`), 404],
  ["a malformed body", () => fetch(`${server.url}/api/auth/signup`, { method: "POST", headers: json, body: "{not json" }), 400],
  ["the health check", () => fetch(`${server.url}/healthz`), 200],
];

describe("the security headers", () => {
  for (const [what, send, status] of ANSWERS) {
    it(`are those helmet sent, on ${what}`, async () => {
      const res = await send();
      expect(res.status).toBe(status);
      const sent = Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, res.headers.get(name)]));
      expect(sent).toEqual(SECURITY_HEADERS);
      expect(res.headers.get("x-powered-by")).toBeNull();
    });
  }

  it("are those helmet sent on a public read answered 304", async () => {
    const first = await fetch(`${server.url}/api/events/getEventsNotExpired`);
    const again = await fetch(`${server.url}/api/events/getEventsNotExpired`, { headers: { "if-none-match": first.headers.get("etag") ?? "" } });
    expect(again.status).toBe(304);
    expect(Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, again.headers.get(name)]))).toEqual(SECURITY_HEADERS);
  });
});
