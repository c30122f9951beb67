import { ADMIN_MESSAGES } from "@vyc/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPaidOrder, trpcAs } from "@vyc/testkit/admin-fixtures";
import { parseCsv } from "@vyc/testkit/csv-parse";
import { eventIdBySlug } from "@vyc/testkit/db-lookups";
import { startTestServer, type TestServer } from "@vyc/testkit/test-server";
import { createUser, sessionFor } from "@vyc/testkit/users";

interface Summary {
  arrivals: Array<{ day: string; hours: Array<{ hour: string; count: number }> }>;
  departures: Array<{ day: string; hours: Array<{ hour: string; count: number }> }>;
  notBooked: number;
  selfTravel: number;
}
interface Traveller {
  ticketId: string;
  lastName: string;
  datetime: string;
  transportType: string;
  airline: string | null;
  flightNumber: string | null;
  comments: string | null;
}
type TravellerPage = { travellers: Traveller[]; nextCursor: string | null };
type PeoplePage = { people: Array<{ lastName: string }>; nextCursor: string | null };

let server: TestServer;
let staff: { authorization: string; cookie: string };
let eventId: number;
beforeAll(async () => {
  server = await startTestServer();
  staff = await sessionFor(server, await createUser(server, { role: "staff" }));
  const { db } = server.services;
  const now = server.services.clock.now();
  eventId = await eventIdBySlug(db, "identity-summer-camp-germany");
  const buyer = await createUser(server);
  const flights = { eventId, userId: buyer.id, now };
  await seedPaidOrder(db, {
    ...flights,
    logisticCase: "logisticInformation",
    travellers: [
      { firstName: "Lan", lastName: "Pham", arrival: { at: "2026-07-01T09:05:00Z", transport: "plane", airline: "Lufthansa", flightNumber: "LH 190" }, departure: { at: "2026-07-08T14:30:00Z", transport: "plane", airline: "Lufthansa", flightNumber: "LH 191" } },
      { firstName: "Minh", lastName: "Le", arrival: { at: "2026-07-01T09:50:00Z", transport: "plane", airline: "Vietnam Airlines", flightNumber: "VN 37" }, departure: { at: "2026-07-08T14:00:00Z", transport: "train" }, comments: "Arrives with a bike, \"big\" box" },
    ],
  });
  await seedPaidOrder(db, {
    ...flights,
    logisticCase: "logisticInformation",
    travellers: [{ firstName: "Hoa", lastName: "Tran", arrival: { at: "2026-07-01T13:20:00Z", transport: "train" }, departure: { at: "2026-07-09T07:45:00Z", transport: "plane", airline: "easyJet", flightNumber: "U2 4567" }, comments: "=cmd|' /C calc'!A0" }],
  });
  await seedPaidOrder(db, {
    ...flights,
    logisticCase: "logisticInformation",
    travellers: [{ firstName: "Quang", lastName: "Vo", arrival: { at: "2026-06-30T23:59:00Z", transport: "plane", airline: "Air France", flightNumber: "AF 1734" }, departure: { at: "2026-07-09T00:10:00Z", transport: "train" } }],
  });
  await seedPaidOrder(db, { ...flights, logisticCase: "notBooked", travellers: [{ firstName: "Thu", lastName: "Nguyen" }, { firstName: "Bao", lastName: "Dang" }] });
  await seedPaidOrder(db, { ...flights, logisticCase: "selfTravel", travellers: [{ firstName: "Khanh", lastName: "Bui" }] });
  const cancelled = await seedPaidOrder(db, { ...flights, logisticCase: "logisticInformation", travellers: [{ firstName: "Gone", lastName: "Cancelled", arrival: { at: "2026-07-01T09:00:00Z", transport: "train" } }] });
  await db.query.updateTable("Order").set({ status: "refunded" }).where("id", "=", cancelled).execute();
});
afterAll(() => server.close());

describe("the logistics manifest", () => {
  it("outlines the arrivals and departures of paid tickets by UTC day and hour, and lists them by time", async () => {
    const { status, data } = await trpcAs<Summary>(server.url, "query", "admin.manifest", { eventId }, staff.authorization);
    expect(status).toBe(200);
    expect(data.arrivals).toEqual([
      { day: "2026-06-30", hours: [{ hour: "23:00", count: 1 }] },
      { day: "2026-07-01", hours: [{ hour: "09:00", count: 2 }, { hour: "13:00", count: 1 }] },
    ]);
    expect(data.departures).toEqual([
      { day: "2026-07-08", hours: [{ hour: "14:00", count: 2 }] },
      { day: "2026-07-09", hours: [{ hour: "00:00", count: 1 }, { hour: "07:00", count: 1 }] },
    ]);
    const arrivals = (await trpcAs<TravellerPage>(server.url, "query", "admin.manifestTravellers", { eventId, journey: "arrival" }, staff.authorization)).data;
    expect(arrivals.travellers.map((t) => t.lastName)).toEqual(["Vo", "Pham", "Le", "Tran"]);
    expect(arrivals.nextCursor).toBeNull();
    expect(arrivals.travellers[2]).toMatchObject({ datetime: "2026-07-01T09:50:00.000Z", transportType: "plane", airline: "Vietnam Airlines", flightNumber: "VN 37", comments: 'Arrives with a bike, "big" box' });
    expect(arrivals.travellers[3]).toMatchObject({ transportType: "train", airline: null, flightNumber: null });
    const departures = (await trpcAs<TravellerPage>(server.url, "query", "admin.manifestTravellers", { eventId, journey: "departure" }, staff.authorization)).data;
    expect(departures.travellers.map((t) => t.lastName)).toEqual(["Le", "Pham", "Vo", "Tran"]);
  });

  it("lists who has not booked yet and who travels alone", async () => {
    const { data } = await trpcAs<Summary>(server.url, "query", "admin.manifest", { eventId }, staff.authorization);
    expect([data.notBooked, data.selfTravel]).toEqual([2, 1]);
    const people = async (list: string) => (await trpcAs<PeoplePage>(server.url, "query", "admin.manifestPeople", { eventId, list }, staff.authorization)).data.people.map((p) => p.lastName);
    expect(await people("notBooked")).toEqual(["Dang", "Nguyen"]);
    expect(await people("selfTravel")).toEqual(["Bui"]);
  });

  it("reads a big list a page at a time, each traveller once and in time order", async () => {
    const { db } = server.services;
    const bigEvent = await eventIdBySlug(db, "activism-seminar-toronto");
    const buyer = await createUser(server);
    const travellers = Array.from({ length: 230 }, (_, i) => ({
      firstName: "Guest",
      lastName: `Number ${String(i).padStart(3, "0")}`,
      arrival: { at: new Date(Date.UTC(2026, 7, 1, 8, i % 7)).toISOString(), transport: "train" as const },
    }));
    await seedPaidOrder(db, { eventId: bigEvent, userId: buyer.id, now: server.services.clock.now(), logisticCase: "logisticInformation", travellers });
    const page = async (cursor: string | null) =>
      (await trpcAs<TravellerPage>(server.url, "query", "admin.manifestTravellers", { eventId: bigEvent, journey: "arrival", cursor }, staff.authorization)).data;
    const first = await page(null);
    expect(first.travellers).toHaveLength(200);
    const second = await page(first.nextCursor);
    expect(second.travellers).toHaveLength(30);
    expect(second.nextCursor).toBeNull();
    const all = [...first.travellers, ...second.travellers];
    expect(new Set(all.map((t) => t.ticketId)).size).toBe(230);
    const keys = all.map((t) => `${t.datetime} ${t.lastName}`);
    expect(keys).toEqual([...keys].sort());
  });

  it("exports the manifest as CSV for the shuttle planners, escaped and safe to open in a spreadsheet", async () => {
    const res = await fetch(`${server.url}/api/admin/events/${eventId}/manifest.csv`, { headers: { cookie: staff.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="logistics-identity-summer-camp-germany.csv"');
    const rows = parseCsv(await res.text());
    expect(rows[0]).toEqual(["Direction", "Day (UTC)", "Hour (UTC)", "Time (UTC)", "First name", "Last name", "Transport", "Airline", "Flight number", "Comments", "Email", "Phone", "Order"]);
    const summary = rows.slice(1).map((r) => r.slice(0, 6).concat(r.slice(6, 10)));
    expect(summary).toEqual([
      ["Arrival", "2026-06-30", "23:00", "23:59", "Quang", "Vo", "Plane", "Air France", "AF 1734", ""],
      ["Arrival", "2026-07-01", "09:00", "09:05", "Lan", "Pham", "Plane", "Lufthansa", "LH 190", ""],
      ["Arrival", "2026-07-01", "09:00", "09:50", "Minh", "Le", "Plane", "Vietnam Airlines", "VN 37", 'Arrives with a bike, "big" box'],
      ["Arrival", "2026-07-01", "13:00", "13:20", "Hoa", "Tran", "Train", "", "", "'=cmd|' /C calc'!A0"],
      ["Departure", "2026-07-08", "14:00", "14:00", "Minh", "Le", "Train", "", "", 'Arrives with a bike, "big" box'],
      ["Departure", "2026-07-08", "14:00", "14:30", "Lan", "Pham", "Plane", "Lufthansa", "LH 191", ""],
      ["Departure", "2026-07-09", "00:00", "00:10", "Quang", "Vo", "Train", "", "", ""],
      ["Departure", "2026-07-09", "07:00", "07:45", "Hoa", "Tran", "Plane", "easyJet", "U2 4567", "'=cmd|' /C calc'!A0"],
      ["Not booked yet", "", "", "", "Bao", "Dang", "", "", "", ""],
      ["Not booked yet", "", "", "", "Thu", "Nguyen", "", "", "", ""],
      ["Travels by themselves", "", "", "", "Khanh", "Bui", "", "", "", ""],
    ]);
  });

  it("serves the kiosk the same CSV with its bearer token", async () => {
    const res = await fetch(`${server.url}/api/admin/events/${eventId}/manifest.csv`, { headers: { authorization: staff.authorization } });
    expect(res.status).toBe(200);
  });

  it("answers 404 for an unknown event and 400 for a malformed id", async () => {
    const unknown = await fetch(`${server.url}/api/admin/events/999999/manifest.csv`, { headers: { cookie: staff.cookie } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: ADMIN_MESSAGES.eventNotFound });
    expect((await fetch(`${server.url}/api/admin/events/abc/manifest.csv`, { headers: { cookie: staff.cookie } })).status).toBe(400);
  });

  it("writes the attendee CSV's headers and coded values as labels in the staff member's language", async () => {
    const attendees = async (lang: string) => {
      const [header, ...rows] = parseCsv(await (await fetch(`${server.url}/api/admin/events/${eventId}/attendees.csv?lang=${lang}`, { headers: { cookie: staff.cookie } })).text());
      return (lastName: string) => Object.fromEntries((header ?? []).map((h, i) => [h, rows.find((r) => r.includes(lastName))?.[i]]));
    };
    const english = await attendees("en");
    expect(english("Bui")).toMatchObject({ Travel: "Travels by themselves", Gender: "Female", "Order status": "Paid", "Ticket status": "Valid" });
    expect(english("Pham")).toMatchObject({ Travel: "Gave travel details", "Arrival transport": "Plane", "Departure transport": "Plane" });
    const vietnamese = await attendees("vi");
    expect(vietnamese("Bui")).toMatchObject({ "Đi lại": "Tự đi lại", "Giới tính": "Nữ", "Trạng thái đơn hàng": "Đã thanh toán", "Trạng thái vé": "Còn hiệu lực" });
    expect(vietnamese("Tran")).toMatchObject({ "Phương tiện đến": "Tàu hoả", "Phương tiện về": "Máy bay" });

    const manifest = parseCsv(await (await fetch(`${server.url}/api/admin/events/${eventId}/manifest.csv?lang=vi`, { headers: { cookie: staff.cookie } })).text());
    expect(manifest[0]?.slice(0, 3)).toEqual(["Chiều", "Ngày (UTC)", "Giờ (UTC)"]);
    expect(manifest.find((r) => r.includes("Bui"))?.[0]).toBe("Tự đi lại");
    expect((await fetch(`${server.url}/api/admin/events/${eventId}/attendees.csv?lang=fr`, { headers: { cookie: staff.cookie } })).status).toBe(400);
  });
});
