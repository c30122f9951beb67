import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPaidOrder, trpcAs } from "@vyc/testkit/admin-fixtures";
import { eventIdBySlug, ticketsOfOrder } from "@vyc/testkit/db-lookups";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor, type SignedIn, type TestUser } from "@vyc/testkit/users";

interface FoundOrder {
  id: number;
  event: { id: number; name: string };
  status: string;
  buyerEmail: string | null;
  quantity: number;
  totalMinor: number;
}

let server: TestServer;
let staff: TestUser & SignedIn;
let campId: number;
let seminarId: number;
let campOrder: number;
let seminarOrder: number;

beforeAll(async () => {
  server = await startTestServer();
  const user = await createUser(server, { role: "staff" });
  staff = { ...user, ...(await sessionFor(server, user)) };
  campId = await eventIdBySlug(server.services.db, "identity-summer-camp-germany");
  seminarId = await eventIdBySlug(server.services.db, "activism-seminar-toronto");
  const buyer = await createUser(server);
  const paid = (eventId: number, firstName: string) =>
    seedPaidOrder(server.services.db, { eventId, userId: buyer.id, logisticCase: "selfTravel", travellers: [{ firstName, lastName: "Nguyễn" }], now: server.services.clock.now() });
  campOrder = await paid(campId, "Văn An");
  seminarOrder = await paid(seminarId, "Thị Bình");
});
afterAll(async () => {
  await server.close();
});

const search = (input: Record<string, unknown>) => trpcAs<FoundOrder[]>(server.url, "query", "admin.listOrders", input, staff.authorization);

describe("searching the orders of every event", () => {
  it("finds Nguyễn's orders on both events by 'nguyen', newest first, with their event", async () => {
    const found = await search({ search: "nguyen" });
    expect(found.status).toBe(200);
    const ours = found.data.filter((order) => order.id === campOrder || order.id === seminarOrder);
    expect(ours.map((order) => order.id)).toEqual([seminarOrder, campOrder]);
    expect(ours.map((order) => order.event.id)).toEqual([seminarId, campId]);
    expect(ours[1]).toMatchObject({ status: "paid", quantity: 1 });
    expect((await search({ search: "nguyen van an" })).data.map((order) => order.id)).toEqual([campOrder]);
  });

  it("finds an order by its number and by a ticket's short code, whatever its event", async () => {
    expect((await search({ search: `#${seminarOrder}` })).data.map((order) => order.id)).toEqual([seminarOrder]);
    const [ticket] = await ticketsOfOrder(server.services.db, campOrder);
    expect((await search({ search: ticket?.shortCode.toLowerCase() })).data.map((order) => order.id)).toEqual([campOrder]);
  });

  it("pages the orders found, and lists nothing past the last page", async () => {
    expect((await search({ search: "nguyen", page: 2 })).data).toEqual([]);
  });

  it("asks for an event or a search, and refuses a search too short", async () => {
    expect((await search({})).status).toBe(400);
    expect((await search({ search: " n " })).status).toBe(400);
  });
});
