import { request } from "node:http";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

/** A build as apps/web's `vite build` leaves it: hashed assets with brotli and gzip copies, and a stray source map. */
const SCRIPT = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;
const ASSET = "/assets/index-Ab12Cd34.js";
let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), "vyc-web-dist-"));
  mkdirSync(path.join(dist, "assets"));
  mkdirSync(path.join(dist, ".vite"));
  writeFileSync(path.join(dist, "index.html"), `<!doctype html><html lang="en"><head><script type="module" src="${ASSET}"></script></head><body><div id="root"></div></body></html>`);
  writeFileSync(path.join(dist, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  const file = path.join(dist, ASSET);
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
  writeFileSync(`${file}.map`, JSON.stringify({ version: 3, sources: ["secret.ts"], mappings: "" }));
  writeFileSync(path.join(dist, ".vite/manifest.json"), "{}");
  server = await startTestServer({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: { get(name: string): string | null };
  body: Buffer;
}

/** A GET whose body is kept as sent (fetch would decompress it). */
function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${url}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const value = (name: string) => res.headers[name.toLowerCase()];
        resolve({
          status: res.statusCode ?? 0,
          headers: { get: (name) => { const v = value(name); return v === undefined ? null : String(v); } },
          body: Buffer.concat(chunks),
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the built web app's files", () => {
  it("are sent brotli-compressed to browsers that accept it, gzip to the others, as built", async () => {
    const br = await get(ASSET, { "accept-encoding": "gzip, deflate, br" });
    expect(br.status).toBe(200);
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/javascript/);
    expect(br.headers.get("vary")?.toLowerCase()).toContain("accept-encoding");
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);

    const gz = await get(ASSET, { "accept-encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary")?.toLowerCase()).toContain("accept-encoding");
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);

    const plain = await get(ASSET, { "accept-encoding": "identity" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")?.toLowerCase()).toContain("accept-encoding");
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it("under /assets are kept by browsers for a year without asking again", async () => {
    for (const encoding of ["br", "gzip", "identity"]) {
      const res = await get(ASSET, { "accept-encoding": encoding });
      expect(res.headers.get("cache-control"), encoding).toBe("public, max-age=31536000, immutable");
    }
  });

  it("index.html and every page path are revalidated on each visit", async () => {
    for (const url of ["/", "/events", "/events/1", "/admin/events", "/index.html"]) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get("content-type"), url).toContain("text/html");
      expect(res.headers.get("cache-control"), url).toBe("no-cache");
      expect(res.body.toString(), url).toContain(ASSET);
    }
  });

  it("files that keep their name across builds are not kept for long", async () => {
    const res = await get("/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("never include source maps, the compressed copies by name or the build manifest", async () => {
    for (const url of [`${ASSET}.map`, `${ASSET}.br`, `${ASSET}.gz`, "/.vite/manifest.json", "/assets/anything.js.map"]) {
      const res = await get(url, { "accept-encoding": "br, gzip" });
      expect(res.status, url).toBe(404);
    }
  });
});
