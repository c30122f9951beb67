import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { setUserLocale } from "@vyc/domain/account";
import { AUTH_MESSAGES } from "@vyc/domain/auth";
import { listEventsNotExpired } from "@vyc/domain/events";
import { createI18n } from "@vyc/i18n";
import { LOGIN_META, type TPublicEventOutput } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor } from "@vyc/testkit/users";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../../..");
const webDir = path.join(root, "apps/web");

/** A built index.html: the stylesheet and the app's script around an empty root. */
const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Vietnamese Youth Camps — events and tickets</title>' +
  '<script type="module" crossorigin src="/assets/index-Ab12.js"></script><link rel="stylesheet" crossorigin href="/assets/index-Cd34.css"></head>' +
  '<body><div id="root"></div></body></html>';

let dist: string;
let server: TestServer;
let events: TPublicEventOutput[];

beforeAll(async () => {
  dist = path.join(mkdtempSync(path.join(os.tmpdir(), "vyc-ssr-")), "dist");
  // The web build's server render, built from the screens' sources as `npm run build` builds it.
  await run(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--config", "vite.ssr.config.ts", "--outDir", path.join(dist, "server"), "--logLevel", "warn"], { cwd: webDir });
  writeFileSync(path.join(dist, "index.html"), INDEX);
  server = await startTestServer({ env: { WEB_DIST_DIR: dist } });
  events = await listEventsNotExpired(server.services.db, server.services.clock.now());
}, 120_000);
afterAll(async () => {
  await server.close();
  rmSync(path.dirname(dist), { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { headers });
const VIETNAMESE = { "accept-language": "vi-VN,vi;q=0.9,en;q=0.8" };
const text = (locale: "en" | "vi", ns: string, key: string) => createI18n(locale).getFixedT(locale, ns)(key);
/** The element's text as HTML writes it. */
const inHtml = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

describe("the public pages as the server sends them", () => {
  it("lists the upcoming events on /events, in English and in Vietnamese", async () => {
    expect(events.length).toBeGreaterThan(1);
    const en = await get("/events");
    expect(en.status).toBe(200);
    const english = await en.text();
    expect(english).toContain(`<h1>${text("en", "events", "list.title")}</h1>`);
    for (const event of events) expect(english).toContain(inHtml(event.name));
    expect(english).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Cd34.css">');
    expect(english).toContain('id="served-state"');

    const vietnamese = await (await get("/events", VIETNAMESE)).text();
    expect(vietnamese).toContain('<html lang="vi">');
    expect(vietnamese).toContain(`<h1>${text("vi", "events", "list.title")}</h1>`);
    for (const event of events) expect(vietnamese).toContain(inHtml(event.nameVi || event.name));
  });

  it("shows the home page's hero and events in the visitor's language", async () => {
    const english = await (await get("/")).text();
    expect(english).toContain(inHtml(text("en", "home", "hero.title")));
    const vietnamese = await (await get("/", VIETNAMESE)).text();
    expect(vietnamese).toContain(inHtml(text("vi", "home", "hero.title")));
    expect(vietnamese).toContain(inHtml(events[0]?.nameVi || events[0]?.name || "-"));
  });

  it("shows an event's page with its name and ticket box", async () => {
    const event = events[0];
    if (!event) throw new Error("no upcoming event seeded");
    const english = await (await get(`/events/${event.id}`)).text();
    expect(english).toContain(`<h1>${inHtml(event.name)}</h1>`);
    expect(english).toContain(text("en", "events", "detail.getTicket"));
    const vietnamese = await (await get(`/events/${event.id}`, VIETNAMESE)).text();
    expect(vietnamese).toContain(`<h1>${inHtml(event.nameVi || event.name)}</h1>`);
    expect(vietnamese).toContain(text("vi", "events", "detail.getTicket"));
  });

  it("tags each page and language, and answers 304 to a browser that has it", async () => {
    for (const [url, headers] of [["/", {}], ["/events", {}], ["/events", VIETNAMESE], [`/events/${events[0]?.id ?? 0}`, VIETNAMESE]] as const) {
      const first = await get(url, headers);
      const etag = first.headers.get("etag");
      expect(etag, url).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get("cache-control")).toBe("no-cache");
      const again = await get(url, { ...headers, "if-none-match": etag ?? "" });
      expect(again.status, url).toBe(304);
      expect(await again.text()).toBe("");
    }
    const english = (await get("/events")).headers.get("etag");
    const vietnamese = (await get("/events", VIETNAMESE)).headers.get("etag");
    expect(english).not.toBe(vietnamese);
    expect((await get("/events", { "if-none-match": vietnamese ?? "" })).status).toBe(200);
  });

  it("sends each page compressed in the best encoding the browser accepts, the same page in its language", async () => {
    const identity = await get("/events", { ...VIETNAMESE, "accept-encoding": "identity" });
    expect(identity.headers.get("content-encoding")).toBeNull();
    const page = await identity.text();
    expect(page).toContain('<html lang="vi">');
    for (const [accept, encoding] of [["gzip, deflate, br", "br"], ["gzip", "gzip"], ["br;q=0.5, gzip", "gzip"]] as const) {
      const compressed = await get("/events", { ...VIETNAMESE, "accept-encoding": accept });
      expect(compressed.headers.get("content-encoding"), accept).toBe(encoding);
      expect(compressed.headers.get("vary")).toMatch(/Accept-Encoding.*Accept-Language/);
      const length = compressed.headers.get("content-length");
      expect(length).not.toBeNull();
      expect(Number(length)).toBeLessThan(page.length / 2);
      expect(await compressed.text()).toBe(page);
    }
  });

  it("serves the page in the language chosen in this browser, whatever it asks for", async () => {
    const page = await (await get("/", { "accept-language": "en-US", cookie: "vyc_locale=vi" })).text();
    expect(page).toContain('<html lang="vi">');
    expect((await (await get("/", { "accept-language": "vi", cookie: "vyc_locale=xx" })).text())).toContain('<html lang="vi">');
  });

  it("serves a signed-in visitor the page in the account's language unless this browser chose one, whatever the browser asks for", async () => {
    const user = await createUser(server);
    await setUserLocale(server.services.db, user.id, "vi");
    const { cookie } = await sessionFor(server, user);
    const english = { "accept-language": "en-US,en;q=0.9" };
    const signedIn = await get("/events", { ...english, cookie });
    expect(signedIn.headers.get("vary")).toMatch(/Cookie/);
    const page = await signedIn.text();
    expect(page).toContain('<html lang="vi">');
    expect(page).toContain(`<h1>${text("vi", "events", "list.title")}</h1>`);
    const chosenHere = await (await get("/events", { ...english, cookie: `${cookie}; vyc_locale=en` })).text();
    expect(chosenHere).toContain('<html lang="en">');
    const unknownSession = await (await get("/events", { ...english, cookie: "vyc_session=unknown" })).text();
    expect(unknownSession).toContain('<html lang="en">');
    expect(unknownSession).toContain(`<h1>${text("en", "events", "list.title")}</h1>`);
  });

  it("carries the notice of a sign-out on the home page it redirects to, sent whole and kept by no cache", async () => {
    const cached = await get("/");
    const etag = cached.headers.get("etag") ?? "";
    const logout = await fetch(`${server.url}/logout`, { redirect: "manual" });
    expect(logout.status).toBe(303);
    const flash = logout.headers.getSetCookie().find((cookie) => cookie.startsWith("vyc_flash="))?.split(";")[0] ?? "";
    expect(flash).not.toBe("");
    const home = await get("/", { cookie: flash, "if-none-match": etag, "accept-encoding": "br, gzip" });
    expect(home.status).toBe(200);
    expect(home.headers.get("etag")).toBeNull();
    expect(home.headers.get("cache-control")).toBe("no-store");
    const html = await home.text();
    expect(html).toContain(`<meta name="${LOGIN_META.success}" content="${AUTH_MESSAGES.signedOut}">`);
    expect(html).toContain('id="served-state"');
  });

  it("never serves its server render as a file", async () => {
    expect((await get("/server/entry-server.js")).status).toBe(404);
  });
});
