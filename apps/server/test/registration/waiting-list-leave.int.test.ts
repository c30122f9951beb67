import { WAITING_LIST_MESSAGES } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { callTrpc } from "@vyc/testkit/trpc-http";

let server: TestServer;
let visitor: Buyer;

beforeAll(async () => {
  server = await startTestServer();
  visitor = await createBuyer(server.services.db, server.services.clock.now());
});
afterAll(() => server.close());

const leave = (eventId: number) => callTrpc<{ success: true }>(server.url, "waitingList.leave", { eventId }, visitor.headers);

describe("leaving a waiting list", () => {
  it("answers 404 with a clear message for an event that does not exist", async () => {
    const unknown = (await server.services.db.event.aggregate({ _max: { id: true } }))._max.id ?? 0;
    const res = await leave(unknown + 1000);
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe(WAITING_LIST_MESSAGES.eventNotFound);
    expect(await server.services.db.eventSeats.count({ where: { eventId: unknown + 1000 } })).toBe(0);
  });

  it("answers 404 'not on the waiting list' for an existing event the visitor is not waiting for", async () => {
    const camp = await server.services.db.event.findUniqueOrThrow({ where: { slug: "identity-summer-camp-germany" } });
    const res = await leave(camp.id);
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe(WAITING_LIST_MESSAGES.notInLine);
  });
});
