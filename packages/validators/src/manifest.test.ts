import { describe, expect, it } from "vitest";
import { groupByDayAndHour } from "./manifest";

const traveller = (lastName: string, datetime: string) => ({ lastName, datetime });

describe("groupByDayAndHour", () => {
  it("groups travellers in time order by UTC day then UTC hour", () => {
    const days = groupByDayAndHour([
      traveller("Pham", "2026-07-01T09:05:00.000Z"),
      traveller("Le", "2026-07-01T09:50:00.000Z"),
      traveller("Vo", "2026-07-01T23:59:00.000Z"),
      traveller("Tran", "2026-07-02T08:15:00.000Z"),
    ]);
    expect(days.map((d) => d.day)).toEqual(["2026-07-01", "2026-07-02"]);
    expect(days[0]?.hours.map((h) => [h.hour, h.travellers.map((t) => t.lastName)])).toEqual([
      ["09:00", ["Pham", "Le"]],
      ["23:00", ["Vo"]],
    ]);
    expect(days[1]?.hours).toEqual([{ hour: "08:00", travellers: [expect.objectContaining({ lastName: "Tran" })] }]);
  });

  it("keeps the order travellers of one hour come in", () => {
    const [day] = groupByDayAndHour([traveller("Bui", "2026-07-01T10:00:00.000Z"), traveller("Vu", "2026-07-01T10:00:00.000Z")]);
    expect(day?.hours[0]?.travellers.map((t) => t.lastName)).toEqual(["Bui", "Vu"]);
  });

  it("is empty without travellers", () => {
    expect(groupByDayAndHour([])).toEqual([]);
  });
});
