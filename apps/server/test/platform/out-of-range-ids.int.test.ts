import { appRouter } from "@vyc/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callTrpc, signedInStaff } from "@vyc/testkit/kiosk-client";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

/** One past the largest id a row can have (ids are 32-bit integers on PostgreSQL). */
const PAST_LAST_ID = 2 ** 31;
const ID_FIELDS = ["id", "eventId", "orderId", "ticketTypeId", "messageId", "entryId"] as const;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { PAYMENT_TEST_MODE: "true" } });
});
afterAll(() => server.close());

const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def.procedures).filter(
  ([name]) => !name.startsWith("auth.") && !name.startsWith("account.delete"),
);

describe("an id no row can have", () => {
  it("is refused by every procedure that takes it as bad input (400 with a message), never a server error", async () => {
    const admin = await signedInStaff(server, "admin");
    const failures: string[] = [];
    let refused = 0;
    for (const [name, procedure] of procedures) {
      const kind = procedure._def.type === "query" ? "query" : "mutation";
      for (const field of ID_FIELDS) {
        for (const input of [{ [field]: PAST_LAST_ID }, { eventId: 1, [field]: PAST_LAST_ID }, { orderId: 1, [field]: PAST_LAST_ID }]) {
          const answer = await callTrpc(server, kind, name, input, admin.authorization);
          if (answer.status >= 500) failures.push(`${name} ${JSON.stringify(input)}: ${answer.status} ${answer.message ?? ""}`);
          if (answer.status === 400 && answer.message) refused++;
        }
      }
    }
    expect(procedures.length).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(procedures.length);
    expect(failures).toEqual([]);
  });

  it("is refused by the /api paths with 4xx", async () => {
    const admin = await signedInStaff(server, "admin");
    const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const failures: string[] = [];
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) {
        const url = new URL(server.url + path.replace(/\{[^}]+\}/g, String(PAST_LAST_ID)));
        for (const field of ID_FIELDS) if (method === "get") url.searchParams.set(field, String(PAST_LAST_ID));
        const body = method === "get" ? undefined : JSON.stringify({ ...Object.fromEntries(ID_FIELDS.map((field) => [field, PAST_LAST_ID])), numTickets: 1 });
        const res = await fetch(url, { method: method.toUpperCase(), headers: { authorization: admin.authorization, ...(body && { "content-type": "application/json" }) }, body });
        if (res.status >= 500) failures.push(`${method} ${path}: ${res.status}`);
      }
    }
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  });
});
