import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";
import type { AppRouter } from "@vyc/api/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor } from "@vyc/testkit/users";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The web app's tRPC client over HTTP, with a session cookie or as a visitor. */
const client = (cookie?: string) =>
  createTRPCClient<AppRouter>({ links: [httpLink({ url: `${server.url}/trpc`, headers: () => (cookie ? { cookie } : {}) })] });

const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: unknown) => (error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : error),
  );

describe("an account's language", () => {
  it("is none until chosen, then auth.me answers the chosen one in every session of the account", async () => {
    const user = await createUser(server);
    const first = client((await sessionFor(server, user)).cookie);
    expect(await first.auth.me.query()).toMatchObject({ id: user.id, locale: null });

    expect(await first.account.setLocale.mutate({ locale: "vi" })).toEqual({ locale: "vi" });
    const second = client((await sessionFor(server, user)).cookie);
    expect(await second.auth.me.query()).toMatchObject({ id: user.id, locale: "vi" });
    const stored = await server.services.db.query.selectFrom("User").select("locale").where("id", "=", user.id).executeTakeFirst();
    expect(stored?.locale).toBe("vi");

    await second.account.setLocale.mutate({ locale: "en" });
    expect(await first.auth.me.query()).toMatchObject({ locale: "en" });
  });

  it("takes only the product's languages", async () => {
    const user = await createUser(server);
    const api = client((await sessionFor(server, user)).cookie);
    // @ts-expect-error a language the product does not speak
    expect(await refusal(api.account.setLocale.mutate({ locale: "fr" }))).toBe(400);
    expect(await api.auth.me.query()).toMatchObject({ locale: null });
  });

  it("is set by signed-in users only", async () => {
    expect(await refusal(client().account.setLocale.mutate({ locale: "vi" }))).toBe(401);
    expect(await client().auth.me.query()).toBeNull();
  });
});
