import { describe, expect, it } from "vitest";
import { isOpenForRegistration } from "./event";

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
