import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trpcAs } from "@vyc/testkit/admin-fixtures";
import { eventIdBySlug } from "@vyc/testkit/db-lookups";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor, type SignedIn, type TestUser } from "@vyc/testkit/users";

interface Entry {
  id: string;
  action: string;
  actorEmail: string | null;
  target: string;
  createdAt: string;
}
interface Page {
  entries: Entry[];
  nextCursor: string | null;
}

let server: TestServer;
let admin: TestUser & SignedIn;
let staff: TestUser & SignedIn;
let seminarId: number;
const CODES = 57;
beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_SCALE: "20" } });
  const staffUser = await createUser(server, { role: "staff" });
  staff = { ...staffUser, ...(await sessionFor(server, staffUser)) };
  const adminUser = await createUser(server, { role: "admin" });
  admin = { ...adminUser, ...(await sessionFor(server, adminUser)) };
  seminarId = await eventIdBySlug(server.services.db, "activism-seminar-toronto");
  for (let i = 0; i < CODES; i++) {
    expect((await trpcAs(server.url, "mutation", "admin.createDiscount", { code: `AUDIT${i}`, percent: 5 }, staff.authorization)).status).toBe(200);
  }
  for (const value of [false, true]) {
    expect((await trpcAs(server.url, "mutation", "admin.setEventPublished", { id: seminarId, value }, admin.authorization)).status).toBe(200);
  }
});
afterAll(async () => {
  await server.close();
});

const read = async (input: Record<string, unknown>): Promise<Page> => {
  const res = await trpcAs<Page>(server.url, "query", "admin.auditLog", input, admin.authorization);
  expect(res.status).toBe(200);
  return res.data;
};

/** Every entry matching the filters, page after page. */
async function readAll(input: Record<string, unknown>): Promise<{ entries: Entry[]; pages: number }> {
  const entries: Entry[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await read({ ...input, cursor });
    entries.push(...page.entries);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 20);
  return { entries, pages };
}

describe("audit log", () => {
  it("reaches every entry page by page, newest first, none twice", async () => {
    const first = await read({});
    expect(first.entries).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const { entries, pages } = await readAll({});
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    const codes = entries.filter((e) => e.action === "discount.create").map((e) => e.target);
    expect(new Set(codes)).toEqual(new Set(Array.from({ length: CODES }, (_, i) => `discount:AUDIT${i}`)));
    const times = entries.map((e) => e.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("filters by who acted, by event and by time", async () => {
    const byStaff = await readAll({ actor: staff.email.toUpperCase() });
    expect(byStaff.entries.length).toBe(CODES);
    expect(byStaff.entries.every((e) => e.actorEmail === staff.email)).toBe(true);

    const ofEvent = await read({ eventId: seminarId });
    expect(ofEvent.entries.map((e) => e.action)).toEqual(["event.publish", "event.unpublish"]);
    expect(ofEvent.nextCursor).toBeNull();

    const newest = (await read({})).entries[0];
    const before = await read({ until: "2000-01-01T00:00:00.000Z" });
    expect(before.entries).toEqual([]);
    const since = await read({ from: newest?.createdAt });
    expect(since.entries.map((e) => e.id)).toContain(newest?.id);
    expect(since.entries.every((e) => e.createdAt >= (newest?.createdAt ?? ""))).toBe(true);
  });

  it("refuses a malformed cursor and keeps it to admins", async () => {
    const bad = await trpcAs(server.url, "query", "admin.auditLog", { cursor: "'; drop table" }, admin.authorization);
    expect(bad.status).toBe(400);
    const asStaff = await trpcAs(server.url, "query", "admin.auditLog", {}, staff.authorization);
    expect(asStaff.status).toBe(403);
  });
});
