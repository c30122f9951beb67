import { describe, expect, it } from "vitest";
import { CHECK_IN_OPENS_BEFORE_START_MS, dayCheckInWindow, eventCheckInWindow, eventDatesText, eventDays } from "./check-in-lists";
import { fromZonedWallClock, zonedDateTimeText } from "./zoned-time";

const camp = {
  dateStart: new Date("2026-07-01T07:00:00Z"),
  dateEnd: new Date("2026-07-03T14:00:00Z"),
  timeZone: "Europe/Berlin",
  checkInOpensAt: null,
  checkInClosesAt: null,
};

describe("check-in windows", () => {
  it("open a few hours before the start and close at the end, unless the event sets its own", () => {
    expect(eventCheckInWindow(camp)).toEqual({ opensAt: new Date(camp.dateStart.getTime() - CHECK_IN_OPENS_BEFORE_START_MS), closesAt: camp.dateEnd });
    const own = { ...camp, checkInOpensAt: new Date("2026-06-30T16:00:00Z"), checkInClosesAt: new Date("2026-07-03T10:00:00Z") };
    expect(eventCheckInWindow(own)).toEqual({ opensAt: own.checkInOpensAt, closesAt: own.checkInClosesAt });
  });

  it("give each day of the event its window in the event's zone, within the event's", () => {
    expect(eventDays(camp)).toEqual(["2026-07-01", "2026-07-02", "2026-07-03"]);
    expect(eventDatesText(camp)).toBe("2026-07-01 – 2026-07-03");
    expect(dayCheckInWindow(camp, "2026-07-01")).toEqual({ opensAt: new Date("2026-07-01T04:00:00Z"), closesAt: new Date("2026-07-01T22:00:00Z") });
    expect(dayCheckInWindow(camp, "2026-07-02")).toEqual({ opensAt: new Date("2026-07-01T22:00:00Z"), closesAt: new Date("2026-07-02T22:00:00Z") });
    expect(dayCheckInWindow(camp, "2026-07-03")).toEqual({ opensAt: new Date("2026-07-02T22:00:00Z"), closesAt: camp.dateEnd });
    expect(dayCheckInWindow(camp, "2026-07-04")).toBeNull();
  });
});

describe("zoned wall clocks", () => {
  it("turn an instant into the zone's wall clock and back, across a change of offset", () => {
    expect(zonedDateTimeText(new Date("2026-07-01T04:00:00Z"), "Europe/Berlin")).toBe("2026-07-01 06:00");
    expect(fromZonedWallClock("2026-07-01T06:00", "Europe/Berlin")).toEqual(new Date("2026-07-01T04:00:00Z"));
    expect(fromZonedWallClock("2026-01-15T06:00", "Europe/Berlin")).toEqual(new Date("2026-01-15T05:00:00Z"));
    expect(fromZonedWallClock("2026-07-01T06:00", "Asia/Ho_Chi_Minh")).toEqual(new Date("2026-06-30T23:00:00Z"));
  });
});
