import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrateDatabase } from "@vyc/db";
import { seedDemoEvents } from "@vyc/db/seed";
import { formatShortCode, ticketSearchWords, type TDeskOrder, type TDeskTicket } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deskAttendee } from "@vyc/testkit/attendees";
import { copyEvent, eventIdBySlug, ticketsOfOrder } from "@vyc/testkit/db-lookups";
import { callTrpc, signedInStaff, type DeskStaff } from "@vyc/testkit/kiosk-client";
import { createTestDatabase } from "@vyc/testkit/test-database";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser } from "@vyc/testkit/users";

let server: TestServer;
let staff: DeskStaff;
let campId: number;

beforeAll(async () => {
  server = await startTestServer();
  staff = await signedInStaff(server);
  campId = await eventIdBySlug(server.services.db, "identity-summer-camp-germany");
});
afterAll(async () => {
  await server.close();
});

const search = (query: string) => callTrpc<TDeskTicket[]>(server, "query", "kiosk.searchTickets", { query }, staff.authorization);
const foundIds = async (query: string) => (await search(query)).data.map((ticket) => ticket.id);

/** Sells one walk-in ticket per attendee at the desk, as staff do; the order and its tickets by number. */
async function sellAt(at: TestServer, seller: DeskStaff, eventId: number, attendees: Array<Record<string, unknown>>) {
  const quote = await callTrpc<{ totalMinor: number }>(at, "query", "kiosk.quoteSale", { eventId, numTickets: attendees.length }, seller.authorization);
  const sale = await callTrpc<{ orderId: number }>(
    at,
    "mutation",
    "kiosk.sell",
    {
      eventId,
      attendees: attendees.map((over, i) => deskAttendee(i + 1, over)),
      waiverLiability: true,
      paymentMethod: "cash",
      expectedTotalMinor: quote.data.totalMinor,
      deviceId: "desk-search",
      clientSaleId: `search-${randomUUID()}`,
    },
    seller.authorization,
  );
  if (sale.status !== 200) throw new Error(`Desk sale failed: ${sale.status} ${sale.message ?? ""}`);
  return { orderId: sale.data.orderId, tickets: await ticketsOfOrder(at.services.db, sale.data.orderId) };
}
const sell = (eventId: number, attendees: Array<Record<string, unknown>>) => sellAt(server, staff, eventId, attendees);

describe("kiosk.searchTickets by name and e-mail", () => {
  it("finds Vietnamese names typed without their accents, whatever the case", async () => {
    const { tickets } = await sell(campId, [
      { firstName: "Thị Ánh", lastName: "Nguyễn", email: "anh.nguyen@example.test" },
      { firstName: "Minh", lastName: "Đặng", email: "minh.dang@example.test" },
      { firstName: "Hoàng Bảo Ngọc", lastName: "Phạm", email: "ngoc.pham@example.test" },
    ]);
    const [anh, minh, ngoc] = tickets.map((ticket) => ticket.id);

    expect(await foundIds("nguyen")).toContain(anh);
    expect(await foundIds("NGUYEN")).toContain(anh);
    expect(await foundIds("dang")).toEqual(expect.arrayContaining([minh]));
    expect(await foundIds("pham")).toContain(ngoc);
    expect(await foundIds("bao ngoc pham")).toEqual([ngoc]);
    expect(await foundIds("thi anh nguyen")).toEqual([anh]);
    const [found] = (await search("đặng minh")).data;
    expect(found).toMatchObject({ id: minh, attendee: { firstName: "Minh", lastName: "Đặng" }, event: { name: "Identity Summer Camp Germany" }, status: "valid" });
  });

  it("finds a name by the start of each of its words, every word typed having to match", async () => {
    const { tickets } = await sell(campId, [{ firstName: "Quỳnh", lastName: "Trương-Vũ", email: "quynh@example.test" }]);
    const [quynh] = tickets.map((ticket) => ticket.id);
    expect(await foundIds("truo quy")).toEqual([quynh]);
    expect(await foundIds("vu quynh")).toEqual([quynh]);
    expect(await foundIds("quynh truong-vu")).toEqual([quynh]);
    expect(await foundIds("quynh nobody")).toEqual([]);
    // A word matches from its start only.
    expect(await foundIds("uynh")).toEqual([]);
  });

  it("finds a name typed with its accents when the ticket has none", async () => {
    const { tickets } = await sell(campId, [{ firstName: "Khoa", lastName: "Nguyen-Plain", email: "khoa.plain@example.test" }]);
    expect(await foundIds("Nguyễn-Plain Khóa")).toEqual([tickets[0]?.id]);
  });

  it("finds the start of an e-mail address, whatever its case", async () => {
    const { tickets } = await sell(campId, [{ firstName: "Lan", lastName: "Hồ", email: "Lan.Ho.Search@Example.test" }]);
    const [lan] = tickets.map((ticket) => ticket.id);
    expect(await foundIds("lan.ho.search@exa")).toEqual([lan]);
    expect(await foundIds("LAN.HO.SEARCH@EXAMPLE.TEST")).toEqual([lan]);
    expect(await foundIds("lan.ho.sea")).toEqual([lan]);
    expect(await foundIds("ho.search@example.test")).toEqual([]);
  });

  it("finds the tickets of the buyer's account by the start of its address", async () => {
    const { orderId, tickets } = await sell(campId, [{ firstName: "Bought", lastName: "For", email: "bought.for@example.test" }]);
    const buyer = await createUser(server, { email: "Account.Buyer.Search@example.test" });
    await server.services.db.query.updateTable("Order").set({ userId: buyer.id }).where("id", "=", orderId).execute();
    expect(await foundIds("account.buyer.search@")).toEqual([tickets[0]?.id]);
    expect(await foundIds("ACCOUNT.BUYER.SEARCH@EXAMPLE")).toEqual([tickets[0]?.id]);
  });

  it("treats % and _ as the characters themselves", async () => {
    await sell(campId, [{ firstName: "Percent", lastName: "Wildcard", email: "wildcard@example.test" }]);
    expect(await foundIds("%%")).toEqual([]);
    expect(await foundIds("wild_ard")).toEqual([]);
  });
});

describe("kiosk.searchTickets answers", () => {
  it("gives each way of a ticket's journey as transport, wall-clock time, airline and flight", async () => {
    const { tickets } = await sell(campId, [{ firstName: "Legs", lastName: "Traveller-Legs" }]);
    await server.services.db.query
      .updateTable("Ticket")
      .set({
        arrivalTransportType: "plane",
        arrivalDatetime: new Date("2026-07-01T09:05:00Z"),
        arrivalAirline: "Lufthansa",
        arrivalFlightNumber: "LH 190",
        departureTransportType: "train",
        departureDatetime: new Date("2026-07-08T14:30:00Z"),
      })
      .where("id", "=", tickets[0]?.id ?? "")
      .execute();

    const [found] = (await search("traveller-legs")).data;
    expect(found?.logistics).toEqual({
      arrival: { transport: "plane", at: "2026-07-01 09:05", airline: "Lufthansa", flightNumber: "LH 190" },
      departure: { transport: "train", at: "2026-07-08 14:30", airline: null, flightNumber: null },
      comments: null,
    });
  });

  it("refuses a query shorter than 2 characters", async () => {
    const answer = await search("a");
    expect(answer.status).toBe(400);
    expect(answer.message).toBe("Type at least 2 characters.");
  });
});

describe("kiosk.searchTickets by order, short code and scanned code", () => {
  it("finds an order by its number, a ticket by its QR secret", async () => {
    const { orderId, tickets } = await sell(campId, [{ firstName: "Order", lastName: "Number" }]);
    expect(await foundIds(`#${orderId}`)).toEqual(tickets.map((ticket) => ticket.id));
    expect(await foundIds(tickets[0]?.secret ?? "")).toEqual([tickets[0]?.id]);
  });

  it("finds a ticket by its short code typed in lower case with a dash, and shows the code", async () => {
    const { tickets } = await sell(campId, [{ firstName: "Short", lastName: "Code" }]);
    const [ticket] = tickets;
    if (!ticket) throw new Error("no ticket");
    const typed = formatShortCode(ticket.shortCode).replace(" ", "-").toLowerCase();
    const [found] = (await search(typed)).data;
    expect(found).toMatchObject({ id: ticket.id, shortCode: ticket.shortCode });
  });

  it("finds every event's ticket that has the short code", async () => {
    const { tickets } = await sell(campId, [{ firstName: "Same", lastName: "Code" }]);
    const otherEvent = await copyEvent(server.services.db, campId, { slug: `search-copy-${randomUUID().slice(0, 8)}` });
    const other = await sell(otherEvent, [{ firstName: "Other", lastName: "Event" }]);
    const code = tickets[0]?.shortCode ?? "";
    await server.services.db.query.updateTable("Ticket").set({ shortCode: code }).where("orderId", "=", other.orderId).execute();
    expect((await foundIds(code)).sort()).toEqual([tickets[0]?.id, other.tickets[0]?.id].sort());
  });

  it("gives the desk order's tickets with their short codes", async () => {
    const { orderId, tickets } = await sell(campId, [{ firstName: "Order", lastName: "Codes" }, { firstName: "Second", lastName: "Codes" }]);
    const order = await callTrpc<TDeskOrder>(server, "query", "kiosk.order", { orderId }, staff.authorization);
    expect(order.data.tickets.map((ticket) => ticket.shortCode)).toEqual(tickets.map((ticket) => ticket.shortCode));
  });
});

describe("search words of tickets sold before they had them", () => {
  it("are given when the migrations are applied, before the server starts again", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "vyc-search-"));
    const database = await createTestDatabase(dir);
    try {
      const before = await startTestServer({ databaseUrl: database.url });
      await seedDemoEvents(before.services.db, before.services.clock.now());
      const sellerBefore = await signedInStaff(before);
      const eventId = await eventIdBySlug(before.services.db, "identity-summer-camp-germany");
      const { tickets } = await sellAt(before, sellerBefore, eventId, [{ firstName: "Bảo", lastName: "Trần-Cũ", email: "bao.tran.cu@example.test" }]);
      const ticketId = tickets[0]?.id;
      // As a ticket sold before tickets had search words.
      await before.services.db.query.deleteFrom("TicketSearchWord").where("ticketId", "=", ticketId ?? "").execute();
      const searchBefore = await callTrpc<TDeskTicket[]>(before, "query", "kiosk.searchTickets", { query: "tran-cu" }, sellerBefore.authorization);
      expect(searchBefore.data).toEqual([]);
      await before.close();

      await migrateDatabase(database.url, ticketSearchWords);
      await migrateDatabase(database.url, ticketSearchWords);

      const after = await startTestServer({ databaseUrl: database.url });
      try {
        const seller = await signedInStaff(after);
        const found = (query: string) => callTrpc<TDeskTicket[]>(after, "query", "kiosk.searchTickets", { query }, seller.authorization);
        expect((await found("tran-cu bao")).data.map((ticket) => ticket.id)).toEqual([ticketId]);
        expect((await found("bao.tran.cu@")).data.map((ticket) => ticket.id)).toEqual([ticketId]);
        const words = await after.services.db.query.selectFrom("TicketSearchWord").select("word").where("ticketId", "=", ticketId ?? "").orderBy("word").execute();
        expect(words.map((row) => row.word)).toEqual(["bao", "bao.tran.cu@example.test", "cu", "tran"]);
      } finally {
        await after.close();
      }
    } finally {
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
