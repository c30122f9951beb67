import { AUTH_MESSAGES } from "@vyc/domain/auth";
import { appRouter } from "@vyc/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcAs } from "@vyc/testkit/admin-fixtures";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor } from "@vyc/testkit/users";

let server: TestServer;
let user: string;
let staff: string;
beforeAll(async () => {
  server = await startTestServer();
  user = (await sessionFor(server, await createUser(server, { role: "user" }))).authorization;
  staff = (await sessionFor(server, await createUser(server, { role: "staff" }))).authorization;
});
afterAll(() => server.close());

/** Every procedure of the back office (and of its messages to attendees), read from the router itself so a new one cannot be forgotten. */
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: "query" | "mutation" } }>)
  .filter(([path]) => path.startsWith("admin.") || path.startsWith("messages."))
  .map(([path, procedure]) => ({ path, kind: procedure._def.type === "query" ? ("query" as const) : ("mutation" as const) }));
const ADMIN_ONLY = ["admin.listUsers", "admin.setUserRole", "admin.auditLog", "admin.saveOrganiserSettings"];

describe("the admin router", () => {
  it("has the back-office procedures", () => {
    expect(procedures.length).toBeGreaterThanOrEqual(20);
  });

  for (const { path, kind } of procedures) {
    it(`${path} answers 401 to anonymous callers and 403 to users`, async () => {
      expect((await trpcAs(server.url, kind, path, { eventId: 1 })).status).toBe(401);
      const asUser = await trpcAs(server.url, kind, path, { eventId: 1 }, user);
      expect(asUser.status).toBe(403);
      expect(asUser.message).toBe(ADMIN_ONLY.includes(path) ? AUTH_MESSAGES.adminsOnly : AUTH_MESSAGES.staffOnly);
    });
  }

  for (const path of ADMIN_ONLY) {
    it(`${path} answers 403 to staff`, async () => {
      const kind = procedures.find((p) => p.path === path)?.kind ?? "query";
      const answer = await trpcAs(server.url, kind, path, path === "admin.setUserRole" ? { userId: "x", role: "staff" } : {}, staff);
      expect(answer.status).toBe(403);
      expect(answer.message).toBe(AUTH_MESSAGES.adminsOnly);
    });
  }

  it("lets staff in", async () => {
    expect((await trpcAs(server.url, "query", "admin.listEvents", undefined, staff)).status).toBe(200);
  });
});

describe("the back-office HTTP routes", () => {
  const routes = [
    { method: "GET", path: "/api/admin/events/1/attendees.csv" },
    { method: "GET", path: "/api/admin/events/1/manifest.csv" },
    { method: "POST", path: "/api/admin/uploads" },
  ];
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const send = (route: (typeof routes)[number], authorization?: string) =>
    fetch(`${server.url}${route.path}`, {
      method: route.method,
      headers: { ...(authorization && { authorization }), ...(route.method === "POST" && { "content-type": "image/png" }) },
      body: route.method === "POST" ? new Uint8Array(PNG) : undefined,
    });

  for (const route of routes) {
    it(`${route.method} ${route.path} answers 401 anonymous and 403 to users`, async () => {
      const anonymous = await send(route);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ message: AUTH_MESSAGES.authenticationRequired });
      const asUser = await send(route, user);
      expect(asUser.status).toBe(403);
      expect(await asUser.json()).toMatchObject({ message: AUTH_MESSAGES.staffOnly });
    });
  }
});
