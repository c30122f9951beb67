import { appRouter } from "@vyc/api";
import { REST_MESSAGES } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callTrpc, signedInStaff, type DeskStaff } from "@vyc/testkit/kiosk-client";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";

/*
 * Input a form never sends but an attacker does: ids and texts that SQLite takes and PostgreSQL
 * refuses, and payloads nested deeper than the call stack. Every procedure and /api path answers
 * them as bad input (4xx), never with a server error.
 */

/** One past the largest id a row can have (ids are 32-bit integers on PostgreSQL). */
const PAST_LAST_ID = 2 ** 31;
const ID_FIELDS = ["id", "eventId", "orderId", "ticketTypeId", "messageId", "entryId"] as const;
/** A text with the NUL character, which no PostgreSQL text column takes. */
const WITH_NUL = "a\u0000b@example.com";
const TEXT_FIELDS = ["query", "search", "email", "name", "firstName", "code", "reason", "ticketId", "secret", "deviceId", "token", "password", "number", "subject"] as const;

let server: TestServer;
let admin: DeskStaff;
beforeAll(async () => {
  server = await startTestServer({ env: { PAYMENT_TEST_MODE: "true" } });
  admin = await signedInStaff(server, "admin");
});
afterAll(() => server.close());

const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string } }> } })._def.procedures).filter(
  ([name]) => !name.startsWith("auth.") && !name.startsWith("account.delete"),
);

/** Sends each input to every procedure as the admin; the calls that failed with a server error, and how many were refused with `message`. */
async function callEveryProcedure(inputs: Array<Record<string, unknown>>, message?: string): Promise<{ failures: string[]; refused: number }> {
  const failures: string[] = [];
  let refused = 0;
  for (const [name, procedure] of procedures) {
    for (const input of inputs) {
      const answer = await callTrpc(server, procedure._def.type === "query" ? "query" : "mutation", name, input, admin.authorization);
      if (answer.status >= 500) failures.push(`${name} ${JSON.stringify(input)}: ${answer.status} ${answer.message ?? ""}`);
      if (answer.status === 400 && answer.message && (message === undefined || answer.message === message)) refused++;
    }
  }
  return { failures, refused };
}

/** Sends `value` in every id and text field to every /api path; the paths that failed with a server error. */
async function callEveryApiPath(value: string | number): Promise<string[]> {
  return callEveryApiPathWith(value, (fields) => JSON.stringify({ ...Object.fromEntries(fields.map((field) => [field, value])), numTickets: 1 }));
}

async function callEveryApiPathWith(value: string | number, bodyOf: (fields: string[]) => string): Promise<string[]> {
  const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  expect(Object.keys(document.paths).length).toBeGreaterThan(10);
  const fields = [...ID_FIELDS, ...TEXT_FIELDS];
  const failures: string[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const method of Object.keys(methods)) {
      const url = new URL(server.url + path.replace(/\{[^}]+\}/g, encodeURIComponent(String(value))));
      if (method === "get") for (const field of fields) url.searchParams.set(field, String(value));
      const body = method === "get" ? undefined : bodyOf(fields);
      const res = await fetch(url, { method: method.toUpperCase(), headers: { authorization: admin.authorization, ...(body && { "content-type": "application/json" }) }, body });
      if (res.status >= 500) failures.push(`${method} ${path}: ${res.status}`);
    }
  }
  return failures;
}

describe("an id no row can have", () => {
  it("is refused by every procedure that takes it as bad input (400 with a message), never a server error", async () => {
    const inputs = ID_FIELDS.flatMap((field) => [{ [field]: PAST_LAST_ID }, { eventId: 1, [field]: PAST_LAST_ID }, { orderId: 1, [field]: PAST_LAST_ID }]);
    const { failures, refused } = await callEveryProcedure(inputs);
    expect(procedures.length).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(procedures.length);
    expect(failures).toEqual([]);
  });

  it("is refused by the /api paths with 4xx", async () => {
    expect(await callEveryApiPath(PAST_LAST_ID)).toEqual([]);
  });
});

describe("a text with the NUL character", () => {
  it("is refused by every procedure with 400 and its message", async () => {
    const inputs = TEXT_FIELDS.flatMap((field) => [{ [field]: WITH_NUL }, { eventId: 1, orderId: 1, [field]: WITH_NUL }]);
    const { failures, refused } = await callEveryProcedure(inputs, REST_MESSAGES.nulCharacter);
    expect(failures).toEqual([]);
    expect(refused).toBe(procedures.length * inputs.length);
  });

  it("is refused by the /api paths and the sign-in form with 400", async () => {
    expect(await callEveryApiPath(WITH_NUL)).toEqual([]);
    const signIn = await fetch(`${server.url}/login`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ email: WITH_NUL, password: "secret1" }) });
    expect(signIn.status).toBe(400);
    expect(await signIn.json()).toEqual({ message: REST_MESSAGES.nulCharacter, code: "BAD_REQUEST" });
  });
});

describe("a payload nested deeper than the call stack", () => {
  const deep = `{"eventId":1,"participants":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;

  it("is answered by every procedure that changes something without a server error", async () => {
    const failures: string[] = [];
    for (const [name] of procedures.filter(([, procedure]) => procedure._def.type === "mutation")) {
      const res = await fetch(`${server.url}/trpc/${name}`, { method: "POST", headers: { authorization: admin.authorization, "content-type": "application/json" }, body: deep });
      if (res.status >= 500) failures.push(`${name}: ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("is answered by every /api path without a server error", async () => {
    expect(await callEveryApiPathWith(1, () => deep)).toEqual([]);
  });
});
