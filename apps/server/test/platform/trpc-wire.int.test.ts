import { AUTH_MESSAGES } from "@vyc/domain/auth";
import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from "@trpc/client";
import type { AppRouter } from "@vyc/api/client";
import { CHECKOUT_MESSAGES, ADMIN_MESSAGES } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

let server: TestServer;
let buyer: Buyer;
beforeAll(async () => {
  server = await startTestServer();
  buyer = await createBuyer(server.services.db, server.services.clock.now());
});
afterAll(() => server.close());

/** The web app's client (batching) or a one-call-per-request client, signed in as the buyer. */
const client = (batch: boolean) => {
  const options = { url: `${server.url}/trpc`, headers: () => buyer.headers };
  return createTRPCClient<AppRouter>({ links: [batch ? httpBatchLink(options) : httpLink(options)] });
};

async function failure(call: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCClientError)) throw new Error(`Expected a tRPC error, got ${String(error)}`);
  return error as TRPCClientError<AppRouter>;
}

describe("tRPC over HTTP, as the tRPC client speaks it", () => {
  it("answers a batch of queries in one request, each with its own result", async () => {
    const api = client(true);
    const [me, events] = await Promise.all([api.auth.me.query(), api.events.getEventsNotExpired.query()]);
    expect(me).toMatchObject({ id: buyer.userId, email: buyer.email, emailVerified: true });
    expect(events.map((e) => e.name)).toContain("Identity Summer Camp Germany");
  });

  it("reports a failed call of a batch with its code, status and message while the others succeed", async () => {
    const api = client(true);
    const [found, missing] = await Promise.allSettled([api.events.getData.query({ id: 1 }), api.events.getData.query({ id: 987654 })]);
    expect(found).toMatchObject({ status: "fulfilled", value: { id: 1 } });
    const error = await failure(missing.status === "rejected" ? Promise.reject(missing.reason as Error) : Promise.resolve(missing.value));
    expect(error.message).toBe(ADMIN_MESSAGES.eventNotFound);
    expect(error.data).toMatchObject({ code: "NOT_FOUND", httpStatus: 404, path: "events.getData" });
  });

  it("turns a business refusal of a mutation into its message and status", async () => {
    const error = await failure(client(true).checkout.createPayment.mutate({ orderId: 987654, provider: "test" }));
    expect(error.message).toBe(CHECKOUT_MESSAGES.orderNotFound);
    expect(error.data).toMatchObject({ code: "NOT_FOUND", httpStatus: 404, path: "checkout.createPayment" });
  });

  it("refuses invalid input with 400 and the first problem as the message", async () => {
    const error = await failure(client(false).checkout.release.mutate({ orderId: -1 }));
    expect(error.data).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400 });
    expect(error.data?.issues?.[0]?.path).toEqual(["orderId"]);
  });

  it("answers a visitor with 401 on a signed-in-only procedure", async () => {
    const res = await fetch(`${server.url}/trpc/checkout.release`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"orderId":1}' });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { message: AUTH_MESSAGES.authenticationRequired, data: { code: "UNAUTHORIZED", httpStatus: 401 } } });
  });

  it("answers an unknown procedure, a wrong method and malformed JSON with a 4xx, never a 500", async () => {
    const unknown = await fetch(`${server.url}/trpc/checkout.nothing`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(unknown.status).toBe(404);
    const wrongMethod = await fetch(`${server.url}/trpc/checkout.release`);
    expect(wrongMethod.status).toBe(405);
    const malformed = await fetch(`${server.url}/trpc/checkout.release`, { method: "POST", headers: { "content-type": "application/json", ...buyer.headers }, body: "{not json" });
    expect(malformed.status).toBe(400);
  });

  it("sends the security headers with every answer", async () => {
    const res = await fetch(`${server.url}/trpc/events.getEventsNotExpired`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });
});
