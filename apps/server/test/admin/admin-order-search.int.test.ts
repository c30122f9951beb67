import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPaidOrder, trpcAs } from "@vyc/testkit/admin-fixtures";
import { eventIdBySlug, ticketsOfOrder } from "@vyc/testkit/db-lookups";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor, type SignedIn, type TestUser } from "@vyc/testkit/users";

let server: TestServer;
let staff: TestUser & SignedIn;
let campId: number;
let seminarId: number;
let nguyenOrder: number;
let dangOrder: number;
let otherEventOrder: number;

beforeAll(async () => {
  server = await startTestServer();
  const user = await createUser(server, { role: "staff" });
  staff = { ...user, ...(await sessionFor(server, user)) };
  campId = await eventIdBySlug(server.services.db, "identity-summer-camp-germany");
  seminarId = await eventIdBySlug(server.services.db, "activism-seminar-toronto");
  const buyer = await createUser(server);
  const paid = (eventId: number, travellers: Array<{ firstName: string; lastName: string; email?: string }>) =>
    seedPaidOrder(server.services.db, { eventId, userId: buyer.id, logisticCase: "selfTravel", travellers, now: server.services.clock.now() });
  nguyenOrder = await paid(campId, [{ firstName: "Thị Ánh", lastName: "Trần" }, { firstName: "Văn", lastName: "Nguyễn", email: "van.nguyen@example.test" }]);
  dangOrder = await paid(campId, [{ firstName: "Hoàng Bảo Ngọc", lastName: "Đặng" }]);
  otherEventOrder = await paid(seminarId, [{ firstName: "Minh", lastName: "Nguyễn" }]);
});
afterAll(async () => {
  await server.close();
});

const listOrders = (input: Record<string, unknown>) => trpcAs<Array<{ id: number }>>(server.url, "query", "admin.listOrders", input, staff.authorization);
const orderIds = async (input: Record<string, unknown>) => (await listOrders(input)).data.map((order) => order.id);

describe("admin.listOrders with a search", () => {
  it("keeps the event's orders with a ticket whose name starts with the words typed, accents and case aside", async () => {
    expect(await orderIds({ eventId: campId, search: "nguyen" })).toEqual([nguyenOrder]);
    expect(await orderIds({ eventId: campId, search: "DANG" })).toEqual([dangOrder]);
    expect(await orderIds({ eventId: campId, search: "ngọc đặng" })).toEqual([dangOrder]);
    expect(await orderIds({ eventId: campId, search: "tran thi" })).toEqual([nguyenOrder]);
    expect(await orderIds({ eventId: seminarId, search: "nguyen" })).toEqual([otherEventOrder]);
    expect(await orderIds({ eventId: campId, search: "nobody" })).toEqual([]);
  });

  it("finds by the start of an e-mail address, an order number and a short code", async () => {
    expect(await orderIds({ eventId: campId, search: "van.nguyen@" })).toEqual([nguyenOrder]);
    expect(await orderIds({ eventId: campId, search: `#${dangOrder}` })).toEqual([dangOrder]);
    const [ticket] = await ticketsOfOrder(server.services.db, dangOrder);
    const typed = `${ticket?.shortCode.slice(0, 4)}-${ticket?.shortCode.slice(4)}`.toLowerCase();
    expect(await orderIds({ eventId: campId, search: typed })).toEqual([dangOrder]);
  });

  it("combines the search with the other filters, and lists every order without one", async () => {
    expect(await orderIds({ eventId: campId, search: "nguyen", status: "pending" })).toEqual([]);
    expect(await orderIds({ eventId: campId, search: "nguyen", checkedIn: "no" })).toEqual([nguyenOrder]);
    expect(await orderIds({ eventId: campId })).toEqual(expect.arrayContaining([nguyenOrder, dangOrder]));
  });

  it("refuses a search shorter than 2 characters", async () => {
    expect((await listOrders({ eventId: campId, search: " a " })).status).toBe(400);
  });
});
