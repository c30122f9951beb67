import { WAITING_LIST_MESSAGES } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBuyer, type Buyer } from "@vyc/testkit/buyers";
import { eventIdBySlug } from "@vyc/testkit/db-lookups";
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
    const { query } = server.services.db;
    const unknown = (await query.selectFrom("Event").select((eb) => eb.fn.max("id").as("last")).executeTakeFirstOrThrow()).last ?? 0;
    const res = await leave(unknown + 1000);
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe(WAITING_LIST_MESSAGES.eventNotFound);
    expect(await query.selectFrom("EventSeats").select("eventId").where("eventId", "=", unknown + 1000).execute()).toHaveLength(0);
  });

  it("answers 404 'not on the waiting list' for an existing event the visitor is not waiting for", async () => {
    const res = await leave(await eventIdBySlug(server.services.db, "identity-summer-camp-germany"));
    expect(res.status).toBe(404);
    expect(res.error?.message).toBe(WAITING_LIST_MESSAGES.notInLine);
  });
});
