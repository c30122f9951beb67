import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

let server: TestServer;
beforeAll(async () => {
  const web = path.join(mkdtempSync(path.join(os.tmpdir(), "vyc-web-")), "dist");
  mkdirSync(web);
  writeFileSync(path.join(web, "index.html"), '<!doctype html>\n<html lang="en">\n<head><title>VYC</title></head><body><div id="root"></div></body>\n</html>\n');
  server = await startTestServer({ env: { WEB_DIST_DIR: web } });
});
afterAll(() => server.close());

const page = (acceptLanguage?: string) => fetch(`${server.url}/events`, { headers: acceptLanguage ? { "accept-language": acceptLanguage } : {} });

describe("the language of a first visit's page", () => {
  it("follows Accept-Language", async () => {
    const vi = await page("vi-VN,vi;q=0.9,en;q=0.8");
    expect(await vi.text()).toContain('<html lang="vi">');
    expect(vi.headers.get("vary")).toContain("Accept-Language");
    expect(await (await page("de-DE,vi;q=0.5")).text()).toContain('<html lang="vi">');
  });

  it("is English for English, for languages the site does not speak and without the header", async () => {
    for (const header of ["en-GB,en;q=0.9", "fr-FR", "vi;q=0", undefined]) {
      expect(await (await page(header)).text(), String(header)).toContain('<html lang="en">');
    }
  });
});
