import { describe, expect, it } from "vitest";
import { groupByDayAndHour, type ManifestTraveller } from "./logistics-manifest";

const traveller = (lastName: string, datetime: string): ManifestTraveller => ({
  ticketId: lastName,
  orderId: 1,
  firstName: "A",
  lastName,
  email: `${lastName}@example.test`,
  phone: "123-456-7890",
  datetime,
  transportType: "plane",
  airline: "Lufthansa",
  flightNumber: "LH1",
  comments: null,
});

describe("groupByDayAndHour", () => {
  it("groups by UTC day then UTC hour, both in time order", () => {
    const days = groupByDayAndHour([
      traveller("Tran", "2026-07-02T08:15:00.000Z"),
      traveller("Le", "2026-07-01T09:50:00.000Z"),
      traveller("Pham", "2026-07-01T09:05:00.000Z"),
      traveller("Vo", "2026-07-01T23:59:00.000Z"),
    ]);
    expect(days.map((d) => d.day)).toEqual(["2026-07-01", "2026-07-02"]);
    expect(days[0]?.hours.map((h) => [h.hour, h.travellers.map((t) => t.lastName)])).toEqual([
      ["09:00", ["Pham", "Le"]],
      ["23:00", ["Vo"]],
    ]);
    expect(days[1]?.hours).toEqual([{ hour: "08:00", travellers: [expect.objectContaining({ lastName: "Tran" })] }]);
  });

  it("orders travellers of the same minute by name", () => {
    const [day] = groupByDayAndHour([traveller("Vu", "2026-07-01T10:00:00.000Z"), traveller("Bui", "2026-07-01T10:00:00.000Z")]);
    expect(day?.hours[0]?.travellers.map((t) => t.lastName)).toEqual(["Bui", "Vu"]);
  });

  it("is empty without travellers", () => {
    expect(groupByDayAndHour([])).toEqual([]);
  });
});
