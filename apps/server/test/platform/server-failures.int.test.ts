import { AUTH_MESSAGES } from "@vyc/domain/auth";
import { MESSAGES } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor, type TestUser } from "@vyc/testkit/users";

/** What a failure's answer may never show: source paths, SQL or the database's words, stack frames. */
const LEAKS = [/\/[\w.-]+\/[\w.-]+/, /\.(ts|js|mjs|cjs)\b/, /\b(SELECT|INSERT|UPDATE|FROM|WHERE)\b/i, /no such table|sqlite|prisma|invocation/i, /\bat .*:\d+/, /Event(Gone)?\b|Discount\b|Session\b/];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let server: TestServer;
let user: TestUser;
let cookie: string;
beforeAll(async () => {
  server = await startTestServer();
  user = await createUser(server);
  cookie = (await sessionFor(server, user)).cookie;
  // Real failing queries: the tables the procedures read are gone.
  const { schema } = server.services.db.query;
  await schema.alterTable("Event").renameTo("EventGone").execute();
  await schema.alterTable("Discount").renameTo("DiscountGone").execute();
});
afterAll(() => server.close());

/** A 500 with the generic message, the request id in its header and (unless told otherwise) in the error itself, and nothing else. */
async function expectGenericFailure(res: Response, errorOf: (body: unknown) => { message?: string; requestId?: unknown }, idInBody = true) {
  const text = await res.text();
  expect(res.status).toBe(500);
  for (const leak of LEAKS) expect(text).not.toMatch(leak);
  const requestId = res.headers.get("x-request-id");
  expect(requestId).toMatch(UUID);
  expect(errorOf(JSON.parse(text))).toMatchObject({ message: "Server request fail.", ...(idInBody && { requestId }) });
}

type TrpcError = { error: { message: string; requestId: unknown } };
const trpcError = (body: unknown) => ((Array.isArray(body) ? body[0] : body) as TrpcError).error;

describe("a failing query", () => {
  it("answers a tRPC call with a generic message and the request id", async () => {
    await expectGenericFailure(await fetch(`${server.url}/trpc/events.getEventsNotExpired`), trpcError);
    await expectGenericFailure(await fetch(`${server.url}/trpc/events.getEventsNotExpired?batch=1&input=${encodeURIComponent("{}")}`), trpcError);
  });

  it("answers the same through tRPC's own handler (a batch it reads itself)", async () => {
    const res = await fetch(`${server.url}/trpc/events.getEventsNotExpired,no.such?batch=1&input=${encodeURIComponent("{}")}`);
    const text = await res.text();
    for (const leak of LEAKS) expect(text).not.toMatch(leak);
    expect(trpcError(JSON.parse(text))).toMatchObject({ message: MESSAGES.serverRequestFail, requestId: res.headers.get("x-request-id") });
  });

  it("answers the REST paths with a generic message and the request id", async () => {
    const body = (b: unknown) => b as { message: string; requestId: unknown };
    await expectGenericFailure(await fetch(`${server.url}/api/discount/CAMP15`), body);
    await expectGenericFailure(await fetch(`${server.url}/api/events/getEventsNotExpired`), body);
  });

  it("keeps deliberate refusals as they are", async () => {
    const res = await fetch(`${server.url}/trpc/account.tickets`);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { message: AUTH_MESSAGES.authenticationRequired } });
  });

  it("answers a failing session lookup (the id in the header only) and a failing sign-in form the same way", async () => {
    await server.services.db.query.schema.alterTable("Session").renameTo("SessionGone").execute();
    await expectGenericFailure(await fetch(`${server.url}/trpc/auth.me`, { headers: { cookie } }), trpcError, false);
    const form = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
      body: new URLSearchParams({ _username: user.email, _password: user.password }),
    });
    await expectGenericFailure(form, (b) => b as { message: string; requestId: unknown });
  });
});
