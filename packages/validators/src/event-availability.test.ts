import { describe, expect, it } from "vitest";
import { eventAvailability, isOpenForRegistration } from "./event-availability";

const now = new Date("2027-01-01T12:00:00Z");
const base = { isRegistrable: true, registrationDeadline: null, dateEnd: "2027-03-01T00:00:00Z" };

describe("isOpenForRegistration", () => {
  it("is open for a registrable future event", () => {
    expect(isOpenForRegistration(base, now)).toBe(true);
  });
  it("is closed when the organisers closed it", () => {
    expect(isOpenForRegistration({ ...base, isRegistrable: false }, now)).toBe(false);
  });
  it("is closed after the registration deadline", () => {
    expect(isOpenForRegistration({ ...base, registrationDeadline: "2026-12-31T23:59:00Z" }, now)).toBe(false);
  });
  it("is closed once the event has ended", () => {
    expect(isOpenForRegistration({ ...base, dateEnd: "2026-12-01T00:00:00Z" }, now)).toBe(false);
  });
});

describe("eventAvailability", () => {
  const open = { ...base, seatsLeft: 40 };
  it("is open with more seats left than the threshold", () => {
    expect(eventAvailability(open, 10, now)).toBe("open");
  });
  it("says few seats at or below the threshold, never with a threshold of 0", () => {
    expect(eventAvailability({ ...open, seatsLeft: 10 }, 10, now)).toBe("fewSeats");
    expect(eventAvailability({ ...open, seatsLeft: 1 }, 10, now)).toBe("fewSeats");
    expect(eventAvailability({ ...open, seatsLeft: 1 }, 0, now)).toBe("open");
  });
  it("is sold out without seats left", () => {
    expect(eventAvailability({ ...open, seatsLeft: 0 }, 10, now)).toBe("soldOut");
  });
  it("is closed when registration is closed, sold out or not", () => {
    expect(eventAvailability({ ...open, isRegistrable: false }, 10, now)).toBe("closed");
    expect(eventAvailability({ ...open, seatsLeft: 0, registrationDeadline: "2026-12-31T23:59:00Z" }, 10, now)).toBe("closed");
  });
});
