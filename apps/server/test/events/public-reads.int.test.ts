import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer } from "@vyc/testkit/buyers";
import { checkoutClient } from "@vyc/testkit/checkout-client";
import { eventIdBySlug } from "@vyc/testkit/db-lookups";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

/** An origin allowed to call the API from the browser (the desk kiosk's). */
const KIOSK = "http://kiosk.test";
let server: TestServer;
let campId: number;
beforeAll(async () => {
  server = await startTestServer({ env: { PAYMENT_TEST_MODE: "true", CORS_ORIGINS: KIOSK } });
  campId = await eventIdBySlug(server.services.db, "identity-summer-camp-germany");
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });
const seatsLeftIn = async (res: Response) => ((await res.json()) as { events: Array<{ id: number; seatsLeft: number }> }).events.find((e) => e.id === campId)?.seatsLeft;

describe("the public event reads", () => {
  for (const path of ["/api/events/getEventsNotExpired", "/api/events/{id}/getData"]) {
    it(`${path} answers with an ETag, revalidated, and 304 for the copy the browser has`, async () => {
      const url = path.replace("{id}", String(campId));
      const first = await get(url);
      expect(first.status).toBe(200);
      expect(first.headers.get("cache-control")).toBe("no-cache");
      expect(first.headers.get("content-type")).toContain("application/json");
      const etag = first.headers.get("etag");
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { "if-none-match": etag ?? "" });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe("");
      expect((await get(url, { "if-none-match": '"another"' })).status).toBe(200);
    });
  }

  it("answer the list in its exact bytes with the site's headers, to GET and HEAD", async () => {
    const list = "/api/events/getEventsNotExpired";
    const res = await get(list, { origin: KIOSK });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(bytes.length));
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(JSON.parse(bytes.toString("utf8"))).toMatchObject({ events: expect.arrayContaining([expect.objectContaining({ id: campId })]) });
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get("access-control-allow-origin")).toBe(KIOSK);
    expect(res.headers.get("vary")).toBe("Origin");
    expect(res.headers.get("x-ratelimit-limit")).toMatch(/^\d+$/);
    expect(res.headers.get("x-ratelimit-remaining")).toMatch(/^\d+$/);
    const head = await fetch(`${server.url}${list}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(bytes.length));
    expect(head.headers.get("etag")).toBe(res.headers.get("etag"));
    expect((await get(list, { origin: "https://elsewhere.example" })).headers.get("access-control-allow-origin")).toBeNull();
  });

  it("show a sale made on this server at once, with a new ETag", async () => {
    const before = await get("/api/events/getEventsNotExpired");
    const etag = before.headers.get("etag") ?? "";
    const left = await seatsLeftIn(before);
    const checkout = checkoutClient(server.url, await createBuyer(server.services.db, new Date()));
    expect((await checkout.start(campId, 2)).status).toBe(200);
    const after = await get("/api/events/getEventsNotExpired", { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(await seatsLeftIn(after)).toBe((left ?? 0) - 2);
  });

  it("still refuse a malformed or unknown id the usual way", async () => {
    expect((await get("/api/events/abc/getData")).status).toBe(400);
    const unknown = await get("/api/events/999999/getData");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: "Event not found." });
  });

  it("over tRPC answer a signed-in caller, and one with an ended session, as they answer a visitor", async () => {
    const signedIn = await createBuyer(server.services.db, new Date());
    const input = encodeURIComponent(JSON.stringify({ id: campId }));
    for (const path of ["/trpc/events.getEventsNotExpired", `/trpc/events.getData?input=${input}`, `/trpc/events.getEventsNotExpired,events.getData?batch=1&input=${encodeURIComponent(JSON.stringify({ 1: { id: campId } }))}`]) {
      const visitor = await get(path);
      expect(visitor.status).toBe(200);
      const body = await visitor.text();
      for (const headers of [signedIn.headers, { cookie: "vyc_session=ended" }]) {
        const res = await get(path, headers);
        expect(res.status).toBe(200);
        expect(await res.text()).toBe(body);
      }
    }
  });

  it("answer the health check", async () => {
    const res = await get("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });
});
