import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the web app's pages", () => {
  it("answer GET and HEAD on any page path with the app's HTML", async () => {
    for (const method of ["GET", "HEAD"]) {
      const res = await fetch(`${server.url}/events/1`, { method });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
    }
    expect(await (await fetch(`${server.url}/account/tickets`)).text()).toContain("<!doctype html>");
  });

  it("answer an unknown API path or file with a JSON 404", async () => {
    for (const url of ["/api/nothing-here", "/missing.js"]) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(404);
      expect(await res.json()).toMatchObject({ message: expect.stringMatching(/^Not found/) });
    }
  });
});
