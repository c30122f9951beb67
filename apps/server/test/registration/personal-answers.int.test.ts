import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventIdBySlug } from "@vyc/testkit/db-lookups";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor, type SignedIn } from "@vyc/testkit/users";

let server: TestServer;
let user: SignedIn;
let staff: SignedIn & { email: string; password: string };
let eventId: number;
beforeAll(async () => {
  server = await startTestServer();
  user = await sessionFor(server, await createUser(server));
  const staffUser = await createUser(server, { role: "staff" });
  staff = { ...staffUser, ...(await sessionFor(server, staffUser)) };
  eventId = await eventIdBySlug(server.services.db, "identity-summer-camp-germany");
});
afterAll(() => server.close());

const trpcGet = (path: string, headers: Record<string, string>, input?: unknown) =>
  fetch(`${server.url}/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, { headers });

describe("personal answers", () => {
  it("are never stored by a cache (Cache-Control: no-store)", async () => {
    const answers = {
      "GET /api/user/tickets": await fetch(`${server.url}/api/user/tickets`, { headers: { cookie: user.cookie } }),
      "GET /api/auth/is-authenticated": await fetch(`${server.url}/api/auth/is-authenticated`, { headers: { cookie: user.cookie } }),
      "auth.me": await trpcGet("auth.me", { cookie: user.cookie }),
      "account.tickets": await trpcGet("account.tickets", { cookie: user.cookie }),
      "admin.listEvents": await trpcGet("admin.listEvents", { cookie: staff.cookie }),
      "kiosk.events": await trpcGet("kiosk.events", { authorization: staff.authorization }),
      "kiosk.signIn": await fetch(`${server.url}/trpc/kiosk.signIn`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: staff.email, password: staff.password }),
      }),
      "attendees.csv": await fetch(`${server.url}/api/admin/events/${eventId}/attendees.csv`, { headers: { authorization: staff.authorization } }),
      "manifest.csv": await fetch(`${server.url}/api/admin/events/${eventId}/manifest.csv`, { headers: { cookie: staff.cookie } }),
    };
    for (const [name, res] of Object.entries(answers)) {
      await res.arrayBuffer();
      expect({ name, status: res.status, cacheControl: res.headers.get("cache-control") }).toEqual({ name, status: 200, cacheControl: "no-store" });
    }
  });
});
