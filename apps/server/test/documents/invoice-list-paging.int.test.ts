import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueInvoice } from "@vyc/db/stores/invoices";
import { seedPaidOrder, trpcAs } from "@vyc/testkit/admin-fixtures";
import { eventIdBySlug } from "@vyc/testkit/db-lookups";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor, type SignedIn } from "@vyc/testkit/users";

interface Page {
  total: number;
  pageSize: number;
  hasOlder: boolean;
  hasNewer: boolean;
  items: { number: string; orderId: number }[];
}

let server: TestServer;
let staff: SignedIn;
const SEEDED = 130;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.services.db;
  const user = await createUser(server, { role: "staff" });
  staff = await sessionFor(server, user);
  const eventId = await eventIdBySlug(db, "activism-seminar-toronto");
  const orderId = await seedPaidOrder(db, { eventId, userId: user.id, logisticCase: "selfTravel", travellers: [{ firstName: "Lan", lastName: "Pham" }], now: new Date() });
  for (let i = 0; i < SEEDED; i++) {
    const issuedAt = new Date(Date.UTC(i < 40 ? 2025 : 2026, 0, 2, 0, 0, i));
    await db.transaction((tx) =>
      issueInvoice(tx, { orderId, kind: "invoice", replacesId: null, issuedAt, sellerJson: "{}", buyerName: "Lan Pham", buyerEmail: "lan@example.test", buyerAddress: "", buyerOrganisation: "" }),
    );
  }
});
afterAll(async () => {
  await server.close();
});

const read = async (input: { before?: string; after?: string }): Promise<Page> => {
  const res = await trpcAs<Page>(server.url, "query", "admin.listInvoices", input, staff.authorization);
  expect(res.status).toBe(200);
  return res.data;
};
const ordinal = (number: string) => Number(number.replace("-", ""));

describe("the back office's invoices, page by page", () => {
  it("reaches every invoice exactly once going older, newest number first, across years", async () => {
    const first = await read({});
    expect(first.hasNewer).toBe(false);
    expect(first.total).toBeGreaterThanOrEqual(SEEDED);
    const numbers: string[] = [];
    let page = first;
    for (let guard = 0; guard < 20; guard++) {
      expect(page.items.length).toBeLessThanOrEqual(page.pageSize);
      numbers.push(...page.items.map((i) => i.number));
      if (!page.hasOlder) break;
      page = await read({ before: page.items.at(-1)?.number });
      expect(page.hasNewer).toBe(true);
    }
    expect(numbers).toHaveLength(first.total);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.map(ordinal)).toEqual([...numbers.map(ordinal)].sort((a, b) => b - a));
    expect(numbers).toContain("2025-000040");
  });

  it("comes back to the same newer page from an older one", async () => {
    const first = await read({});
    const second = await read({ before: first.items.at(-1)?.number });
    const third = await read({ before: second.items.at(-1)?.number });
    const back = await read({ after: third.items[0]?.number });
    expect(back.items.map((i) => i.number)).toEqual(second.items.map((i) => i.number));
    expect(back.hasOlder).toBe(true);
    expect(back.hasNewer).toBe(true);
  });

  it("refuses a cursor that is not an invoice number", async () => {
    const res = await trpcAs(server.url, "query", "admin.listInvoices", { before: "9999" }, staff.authorization);
    expect(res.status).toBe(400);
  });
});
