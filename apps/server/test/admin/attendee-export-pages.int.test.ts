import { afterAll, beforeAll, expect, it } from "vitest";
import { seedPaidOrder, trpcAs } from "@vyc/testkit/admin-fixtures";
import { parseCsv } from "@vyc/testkit/csv-parse";
import { eventIdBySlug } from "@vyc/testkit/db-lookups";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor, type SignedIn, type TestUser } from "@vyc/testkit/users";

let server: TestServer;
let admin: TestUser & SignedIn;
let eventId: number;

/** Few names for many tickets, so pages of the export end between tickets of the same name. */
const LAST_NAMES = ["Tran", "Nguyen", "Le"];
const FIRST_NAMES = ["An", "Binh"];
const ORDERS = 140;
const TICKETS_PER_ORDER = 8;

beforeAll(async () => {
  server = await startTestServer();
  const user = await createUser(server, { role: "admin" });
  admin = { ...user, ...(await sessionFor(server, user)) };
  eventId = await eventIdBySlug(server.services.db, "activism-seminar-toronto");
  const now = server.services.clock.now();
  for (let order = 0; order < ORDERS; order += 1) {
    const travellers = Array.from({ length: TICKETS_PER_ORDER }, (_, i) => ({
      firstName: FIRST_NAMES[(order + i) % FIRST_NAMES.length] ?? "",
      lastName: LAST_NAMES[(order * 3 + i) % LAST_NAMES.length] ?? "",
    }));
    await seedPaidOrder(server.services.db, { eventId, userId: admin.id, logisticCase: "selfTravel", travellers, now });
  }
});
afterAll(async () => {
  await server.close();
});

it("streams an event bigger than one page with every ticket once, in name order, and logs the row count", async () => {
  const res = await fetch(`${server.url}/api/admin/events/${eventId}/attendees.csv`, { headers: { cookie: admin.cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get("transfer-encoding")).toBe("chunked");
  expect(res.headers.get("content-length")).toBeNull();
  const [header = [], ...rows] = parseCsv(await res.text());
  const col = (name: string) => header.indexOf(name);
  const keys = rows.map((r) => ({ last: r[col("Last name")] ?? "", first: r[col("First name")] ?? "", order: Number(r[col("Order")]), ticket: Number(r[col("Ticket")]) }));
  expect(keys).toHaveLength(ORDERS * TICKETS_PER_ORDER);
  expect(new Set(keys.map((k) => `${k.order}-${k.ticket}`)).size).toBe(ORDERS * TICKETS_PER_ORDER);
  const sorted = [...keys].sort((a, b) => (a.last < b.last ? -1 : a.last > b.last ? 1 : a.first < b.first ? -1 : a.first > b.first ? 1 : a.order - b.order || a.ticket - b.ticket));
  expect(keys).toEqual(sorted);

  const audit = await trpcAs<{ entries: Array<{ action: string; target: string; detail: string }> }>(server.url, "query", "admin.auditLog", { action: "attendees.export", eventId }, admin.authorization);
  const entry = audit.data.entries[0];
  expect(entry).toMatchObject({ action: "attendees.export", target: `event:${eventId}` });
  expect(JSON.parse(entry?.detail ?? "null")).toEqual({ rows: ORDERS * TICKETS_PER_ORDER });
});
