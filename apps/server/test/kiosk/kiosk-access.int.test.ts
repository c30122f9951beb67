import { KIOSK_MESSAGES, MESSAGES } from "@vyc/validators";
import { AUTH_MESSAGES } from "@vyc/domain/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventIdBySlug, sessionsOf } from "@vyc/testkit/db-lookups";
import { callTrpc, signedInStaff } from "@vyc/testkit/kiosk-client";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor } from "@vyc/testkit/users";

let server: TestServer;
let eventId: number;

beforeAll(async () => {
  server = await startTestServer();
  eventId = await eventIdBySlug(server.services.db, "identity-summer-camp-germany");
});
afterAll(() => server.close());

const scan = { clientScanId: "scan-access-0001", deviceId: "desk-1", list: { eventId: 1 }, secret: "no-such-code" };
/** Every staff procedure of the kiosk router with an input it would accept. */
const STAFF_PROCEDURES: Array<[kind: "query" | "mutation", path: string, input: () => unknown]> = [
  ["mutation", "kiosk.signOut", () => undefined],
  ["query", "kiosk.events", () => undefined],
  ["query", "kiosk.checkInLists", () => undefined],
  ["query", "kiosk.quoteSale", () => ({ eventId, numTickets: 1 })],
  [
    "mutation",
    "kiosk.sell",
    () => ({
      eventId,
      attendees: [{ firstName: "A", lastName: "B", age: 20 }],
      waiverLiability: true,
      paymentMethod: "cash",
      expectedTotalMinor: 49000,
      deviceId: "desk-1",
      clientSaleId: "sale-access-0001",
    }),
  ],
  ["query", "kiosk.order", () => ({ orderId: 1 })],
  ["mutation", "kiosk.emailTickets", () => ({ orderId: 1 })],
  ["query", "kiosk.searchTickets", () => ({ query: "Nguyen" })],
  ["mutation", "kiosk.checkIn", () => scan],
  ["mutation", "kiosk.syncCheckIns", () => ({ scans: [{ ...scan, scannedAt: new Date().toISOString() }] })],
];

describe("kiosk staff procedures", () => {
  it.each(STAFF_PROCEDURES)("%s %s refuses an anonymous caller with 401", async (kind, path, input) => {
    const answer = await callTrpc(server, kind, path, input());
    expect(answer.status).toBe(401);
    expect(answer.message).toBe(AUTH_MESSAGES.authenticationRequired);
  });

  it.each(STAFF_PROCEDURES)("%s %s refuses a signed-in normal user with 403", async (kind, path, input) => {
    const user = await createUser(server);
    const { authorization } = await sessionFor(server, user);
    const answer = await callTrpc(server, kind, path, input(), authorization);
    expect(answer.status).toBe(403);
    expect(answer.message).toBe(AUTH_MESSAGES.staffOnly);
  });

  it("an expired or ended desk token is refused like no token", async () => {
    const staff = await signedInStaff(server);
    expect((await callTrpc(server, "query", "kiosk.events", undefined, staff.authorization)).status).toBe(200);
    expect((await callTrpc(server, "query", "kiosk.events", undefined, "Bearer not-a-real-token")).status).toBe(401);
  });
});

describe("kiosk.signIn", () => {
  it("gives staff a bearer session of kind kiosk that lasts a 12-hour shift", async () => {
    const user = await createUser(server, { role: "staff" });
    const before = server.services.clock.now().getTime();
    const answer = await callTrpc<{ token: string; expiresAt: string; user: { email: string; role: string } }>(server, "mutation", "kiosk.signIn", {
      email: user.email.toUpperCase(),
      password: user.password,
    });
    expect(answer.status).toBe(200);
    expect(answer.data.user).toEqual({ email: user.email, role: "staff" });
    const lifetime = Date.parse(answer.data.expiresAt) - before;
    expect(lifetime).toBeGreaterThan(12 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(12 * 3600_000 + 60_000);
    const sessions = await sessionsOf(server.services.db, user.id);
    expect(sessions.map((s) => s.kind)).toEqual(["kiosk"]);

    const me = await callTrpc<{ email: string; role: string }>(server, "query", "auth.me", undefined, `Bearer ${answer.data.token}`);
    expect(me.data).toMatchObject({ email: user.email, role: "staff" });
  });

  it("lets admins in too", async () => {
    const admin = await signedInStaff(server, "admin");
    expect((await callTrpc(server, "query", "kiosk.events", undefined, admin.authorization)).status).toBe(200);
  });

  it("refuses a wrong password with the login message", async () => {
    const user = await createUser(server, { role: "staff" });
    const answer = await callTrpc(server, "mutation", "kiosk.signIn", { email: user.email, password: "wrong-password" });
    expect(answer.status).toBe(401);
    expect(answer.message).toBe(MESSAGES.invalidCredentials);
  });

  it("refuses a normal user's correct credentials: the desk is for staff", async () => {
    const user = await createUser(server);
    const answer = await callTrpc(server, "mutation", "kiosk.signIn", { email: user.email, password: user.password });
    expect(answer.status).toBe(403);
    expect(answer.message).toBe(KIOSK_MESSAGES.notStaff);
    expect(await sessionsOf(server.services.db, user.id)).toHaveLength(0);
  });

  it("refuses malformed input with 400", async () => {
    const answer = await callTrpc(server, "mutation", "kiosk.signIn", { email: "not-an-email", password: "" });
    expect(answer.status).toBe(400);
  });
});

describe("kiosk.signOut", () => {
  it("ends the desk session server-side: the token stops working", async () => {
    const staff = await signedInStaff(server);
    const answer = await callTrpc(server, "mutation", "kiosk.signOut", undefined, staff.authorization);
    expect(answer).toMatchObject({ status: 200, data: { signedOut: true } });
    expect((await callTrpc(server, "query", "kiosk.events", undefined, staff.authorization)).status).toBe(401);
  });
});

describe("kiosk.signIn rate limit", () => {
  it("answers 429 once the attempts of an address or an account are used up", async () => {
    const user = await createUser(server, { role: "staff" });
    const statuses: number[] = [];
    let last: string | undefined;
    for (let i = 0; i < 11; i++) {
      const answer = await callTrpc(server, "mutation", "kiosk.signIn", { email: user.email, password: `wrong-${i}` });
      statuses.push(answer.status);
      last = answer.message;
    }
    expect(statuses.at(-1)).toBe(429);
    expect(last).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    // Even the right password is refused while the limit lasts.
    expect((await callTrpc(server, "mutation", "kiosk.signIn", { email: user.email, password: user.password })).status).toBe(429);
  });
});
